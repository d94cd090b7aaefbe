import type { UseQueryResult } from '@tanstack/react-query';
import { apiErrorCodeOf } from '@/api/http/api-error';
import type { Loadable } from '@/ui/kit/loadable';

/**
 * A query as a screen sees it. Data on screen wins over a failed background refetch; a page change keeps the
 * previous page visible (`refreshing`) until the next arrives.
 */
export function toLoadable<T>(query: UseQueryResult<T>): Loadable<T> {
  if (query.data !== undefined) {
    return {
      status: 'ready',
      data: query.data,
      refreshing: query.isPlaceholderData,
      updatedAt: query.dataUpdatedAt,
    };
  }
  if (query.isError) {
    return {
      status: 'error',
      error: apiErrorCodeOf(query.error),
      retry: () => void query.refetch(),
      retrying: query.isFetching,
    };
  }
  return { status: 'loading' };
}
