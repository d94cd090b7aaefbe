import { useTranslation } from 'react-i18next';
import type { LoadErrorKind } from './loadable';
import './button.css';
import './states.css';

export interface ErrorStateProps {
  /** Why loading failed; the text comes from `states.error.<kind>` of the app namespace. */
  error: LoadErrorKind;
  onRetry: () => void;
  /** A retry is in flight: the button is disabled and says so. */
  retrying?: boolean;
  /** Fewer vertical paddings, for a card instead of a whole table. */
  compact?: boolean;
}

/** A failed load: what went wrong in the user's words and a Retry button (announced as an alert). */
export function ErrorState({ error, onRetry, retrying = false, compact = false }: ErrorStateProps) {
  const { t } = useTranslation('app');
  return (
    <div className={`kit-state kit-state--error${compact ? ' kit-state--compact' : ''}`} role="alert">
      <p className="kit-state__title">{t('states.error.title')}</p>
      <p className="kit-state__text">{t(`states.error.${error}`)}</p>
      <button
        type="button"
        className="kit-button kit-button--ghost"
        onClick={onRetry}
        disabled={retrying}
        aria-busy={retrying}
      >
        {retrying ? t('states.retrying') : t('states.retry')}
      </button>
    </div>
  );
}
