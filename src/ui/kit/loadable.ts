import type { ApiErrorCode } from '@/domain/api-errors';

/** Why data could not be loaded, as the screens explain it (keys under `states.error.*` of the app namespace). */
export type LoadErrorKind = ApiErrorCode;

/**
 * Server data as a screen receives it: the route container turns its query into one of these, so views never
 * see the data layer. `refreshing` is true while a newer copy (e.g. the next page) is on its way.
 */
export type Loadable<T> =
  | { status: 'loading' }
  | { status: 'error'; error: LoadErrorKind; retry: () => void; retrying: boolean }
  | { status: 'ready'; data: T; refreshing: boolean; updatedAt: number };

/** One page of a paged list (docs/api-contract.md: 1-based page, size 1..100). */
export interface PageOf<Row> {
  items: Row[];
  page: number;
  size: number;
  total: number;
}

/** A paged list with its page and size, as a screen receives it from its route container. */
export interface PagedSource<Row> {
  data: Loadable<PageOf<Row>>;
  page: number;
  size: number;
  onPageChange: (page: number) => void;
  onSizeChange: (size: number) => void;
}

/** The same load with its data transformed once ready (loading and error pass through unchanged). */
export function mapLoadable<T, U>(loadable: Loadable<T>, transform: (data: T) => U): Loadable<U> {
  return loadable.status === 'ready' ? { ...loadable, data: transform(loadable.data) } : loadable;
}
