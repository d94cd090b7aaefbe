import type { ReactNode } from 'react';
import './states.css';

export interface EmptyStateProps {
  /** One line saying what is missing, e.g. "No claims yet". */
  title: string;
  /** What the user can do about it. */
  description?: string;
  /** An optional call to action (a link or button). */
  action?: ReactNode;
}

/** What a list shows when it has loaded and has nothing in it. */
export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <div className="kit-state kit-state--empty" data-testid="empty-state">
      <svg className="kit-state__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M4 13h4l2 3h4l2-3h4M5 6h14l1 7v5H4v-5z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        />
      </svg>
      <p className="kit-state__title">{title}</p>
      {description ? <p className="kit-state__text">{description}</p> : null}
      {action ? <div className="kit-state__action">{action}</div> : null}
    </div>
  );
}
