import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createI18n } from '@/i18n/i18n';
import type { AppLanguage } from '@/i18n/languages';
import { browserThemeStore } from '@/theme/theme-store';
import { App } from './app';
import { loadInspector } from './inspector';

/** Renders the app into #root: hydrates the prerendered page when it matches, renders afresh otherwise. */
export async function boot(container: HTMLElement, language: AppLanguage, hydrate: boolean): Promise<void> {
  const i18n = createI18n(language);
  // The inspector (dev builds with ?inspect only) must exist before the first root actor starts.
  const [inspect] = await Promise.all([loadInspector(), i18n.loadLanguages(language)]);
  const app = (
    <StrictMode>
      <App i18n={i18n} url={window.location.pathname} theme={browserThemeStore()} inspect={inspect} />
    </StrictMode>
  );
  if (hydrate) hydrateRoot(container, app);
  else createRoot(container).render(app);
  // A marker for the perf script and the browser tests: the page is live from here on.
  container.dataset.booted = 'true';
}
