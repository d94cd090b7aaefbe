import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createI18n } from '@/i18n/i18n';
import type { AppLanguage } from '@/i18n/languages';
import { browserThemeStore } from '@/theme/theme-store';
import { App } from './app';
import { loadInspector } from './inspector';

/** Renders the app (every route but the landing page, which has its own boot) into #root. */
export async function boot(container: HTMLElement, language: AppLanguage): Promise<void> {
  const i18n = createI18n(language);
  // The inspector (dev builds with ?inspect only) must exist before the first root actor starts.
  const [inspect] = await Promise.all([loadInspector(), i18n.loadLanguages(language)]);
  createRoot(container).render(
    <StrictMode>
      <App i18n={i18n} url={window.location.pathname} theme={browserThemeStore()} inspect={inspect} />
    </StrictMode>,
  );
  // A marker for the perf script and the browser tests: the page is live from here on.
  container.dataset.booted = 'true';
}
