import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { PagedSource, PageOf } from '@/ui/kit/loadable';
import { toLoadable } from './to-loadable';

export interface PageRequest {
  page: number;
  size: number;
  signal: AbortSignal;
}

const DEFAULT_PAGE_SIZE = 10;

/**
 * One paged list: page and size state, a query per (page, size) whose key ends in `{ page, size }`, and the
 * previous page kept on screen while the next loads. A new size starts again at page 1.
 */
export function usePagedQuery<Row>(
  key: readonly unknown[],
  fetchPage: (request: PageRequest) => Promise<PageOf<Row>>,
  initialSize = DEFAULT_PAGE_SIZE,
): PagedSource<Row> {
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(initialSize);
  const query = useQuery({
    queryKey: [...key, { page, size }],
    queryFn: ({ signal }) => fetchPage({ page, size, signal }),
    placeholderData: keepPreviousData,
  });
  return {
    data: toLoadable(query),
    page,
    size,
    onPageChange: (next) => setPage(Math.max(1, next)),
    onSizeChange: (next) => {
      setSize(next);
      setPage(1);
    },
  };
}
