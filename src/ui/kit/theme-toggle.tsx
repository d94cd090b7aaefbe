import { usePageText } from '@/ui/i18n/page-text-context';
import { usePageTheme } from '@/ui/theme/theme-context';
import './theme-toggle.css';

/**
 * The header's light/dark switch: a toggle button, pressed while the dark theme shows. Its icon (the theme it
 * switches to) is chosen by CSS, so the prerendered button is right before the page is live.
 */
export function ThemeToggle() {
  const { t } = usePageText('common');
  const { theme, toggle } = usePageTheme();
  return (
    <button
      type="button"
      className="theme-toggle"
      aria-pressed={theme === null ? undefined : theme === 'dark'}
      title={t('theme.dark')}
      onClick={toggle ?? undefined}
      data-testid="theme-toggle"
    >
      <span className="visually-hidden">{t('theme.dark')}</span>
      <svg
        className="theme-toggle__icon theme-dark-only"
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="12" cy="12" r="4.2" />
        <path d="M12 2.5v2.2M12 19.3v2.2M2.5 12h2.2M19.3 12h2.2M5.3 5.3l1.6 1.6M17.1 17.1l1.6 1.6M5.3 18.7l1.6-1.6M17.1 6.9l1.6-1.6" />
      </svg>
      <svg
        className="theme-toggle__icon theme-light-only"
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M20 14.6A8.5 8.5 0 0 1 9.4 4a8.5 8.5 0 1 0 10.6 10.6z" />
      </svg>
    </button>
  );
}
