import { layout } from '@/config/layout';

export type ScrollDirection = -1 | 1;

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** Moves the card row one step (360 px) left or right: smoothly, or at once for visitors who ask for less motion. */
export function scrollCards(row: HTMLElement | null, direction: ScrollDirection): void {
  if (!row) return;
  row.scrollBy({
    left: direction * layout.cardScrollStepPx,
    behavior: prefersReducedMotion() ? 'auto' : 'smooth',
  });
}
