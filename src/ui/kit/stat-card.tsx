import type { ReactNode } from 'react';
import { Skeleton } from './skeleton';
import './stat-card.css';

export interface StatCardProps {
  /** What the number is, e.g. "Mining power". */
  label: string;
  /** The figure; ignored while loading. */
  value?: ReactNode;
  /** A short line under the value (a rate, a date). */
  hint?: ReactNode;
  loading?: boolean;
  /** Emphasised card (accent border), for the figure the screen is about. */
  highlight?: boolean;
  /** Content under the hint, e.g. a Claim button; it sits in a fixed-height slot too. */
  footer?: ReactNode;
  /** Extra class, e.g. a grid area of the page layout. */
  className?: string;
  testId?: string;
}

/**
 * A labelled figure. Value and hint lines have fixed heights and loading renders skeletons of the same size,
 * so the page does not move when data arrives. The card is a group named by its label.
 */
export function StatCard({
  label,
  value,
  hint,
  loading = false,
  highlight = false,
  footer,
  className,
  testId,
}: StatCardProps) {
  return (
    <section
      className={`kit-stat${highlight ? ' kit-stat--highlight' : ''}${className ? ` ${className}` : ''}`}
      aria-label={label}
      aria-busy={loading}
      data-testid={testId}
    >
      <h3 className="kit-stat__label">{label}</h3>
      <div className="kit-stat__value">{loading ? <Skeleton width="60%" height="1.75rem" /> : value}</div>
      <div className="kit-stat__hint">{loading ? <Skeleton width="40%" height="0.875rem" /> : hint}</div>
      {footer ? <div className="kit-stat__footer">{footer}</div> : null}
    </section>
  );
}
