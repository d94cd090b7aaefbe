import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createI18n } from '@/i18n/i18n';
import type { AppLanguage } from '@/i18n/languages';
import { browserThemeStore } from '@/theme/theme-store';
import { App, preloadAppPage } from './app';
import { loadInspector } from './inspector';

/** The app area's views read these (the shell's skip link is the landing's); English common and landing are in the entry. */
const appAreaNamespaces = ['app', 'common', 'landing'];

/** Renders the app (every route but the landing page, which has its own boot) into #root. */
export async function boot(container: HTMLElement, language: AppLanguage): Promise<void> {
  const i18n = createI18n(language);
  // The app area's code, the page's and their text load side by side with the language, and the first render has
  // them all: fetched one after the other (the text only once a view asked for it), the page stayed blank for their
  // sum, and each piece that suspended held the next frame back for React's 300 ms fallback throttle.
  // The inspector (dev builds with ?inspect only) must exist before the first root actor starts.
  const [inspect] = await Promise.all([
    loadInspector(),
    i18n.loadLanguages(language),
    i18n.loadNamespaces(appAreaNamespaces),
    preloadAppPage(window.location.pathname),
  ]);
  createRoot(container).render(
    <StrictMode>
      <App i18n={i18n} url={window.location.pathname} theme={browserThemeStore()} inspect={inspect} />
    </StrictMode>,
  );
  // A marker for the perf script and the browser tests: the page is live from here on.
  container.dataset.booted = 'true';
}
