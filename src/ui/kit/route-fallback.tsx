import { Skeleton } from '@/ui/kit/skeleton';

/** While the app's translations load (first visit of a screen): a quiet placeholder the size of a header. */
export function RouteFallback() {
  return (
    <div aria-busy="true" style={{ maxWidth: 1200, margin: '0 auto', padding: '32px 24px' }}>
      <Skeleton width="12rem" height="2.5rem" />
    </div>
  );
}
