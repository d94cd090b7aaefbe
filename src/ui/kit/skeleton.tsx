import type { CSSProperties } from 'react';
import './states.css';

export interface SkeletonProps {
  /** CSS width (default 100%). */
  width?: string;
  /** CSS height (default 1em, the line it stands in for). */
  height?: string;
  /** Round ends, for pills and avatars. */
  round?: boolean;
  className?: string;
}

/**
 * A placeholder block the size of the content that will replace it, so loading → loaded moves nothing.
 * Hidden from screen readers: the container announces loading once (aria-busy), not every block.
 */
export function Skeleton({ width = '100%', height = '1em', round = false, className }: SkeletonProps) {
  const style: CSSProperties = { width, height };
  return (
    <span
      aria-hidden="true"
      data-testid="skeleton"
      className={`kit-skeleton${round ? ' kit-skeleton--round' : ''}${className ? ` ${className}` : ''}`}
      style={style}
    />
  );
}
