import type { UseQueryResult } from '@tanstack/react-query';
import { isApiError } from '@/api/http/api-error';
import type { Loadable, LoadErrorKind } from '@/ui/kit/loadable';

/** An API failure as the screens explain it (docs/api-contract.md section 3 has already run: 401 redirected, 502 toasted). */
export function loadErrorKind(error: unknown): LoadErrorKind {
  if (isApiError(error)) {
    if (error.reason === 'network' || error.reason === 'timeout') return 'network';
    if (error.code === 401) return 'unauthorized';
    if (error.code === 429) return 'rateLimited';
  }
  return 'server';
}

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
      error: loadErrorKind(query.error),
      retry: () => void query.refetch(),
      retrying: query.isFetching,
    };
  }
  return { status: 'loading' };
}
