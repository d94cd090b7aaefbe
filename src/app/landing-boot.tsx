import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { type AppLanguage, applyPageLanguage, defaultLanguage } from '@/i18n/languages';
import { loadPageCatalogue } from '@/i18n/page-catalogues';
import { browserThemeStore } from '@/theme/theme-store';
import { LandingRoot } from './landing-root';

/**
 * Renders the landing page into #root: hydrates the prerendered page when it is in the visitor's language,
 * renders it afresh in their language otherwise.
 */
export async function bootLanding(container: HTMLElement, language: AppLanguage, hydrate: boolean) {
  const [english, own] = await Promise.all([loadPageCatalogue(defaultLanguage), loadPageCatalogue(language)]);
  const page = (
    <StrictMode>
      <LandingRoot
        language={language}
        catalogues={{ [defaultLanguage]: english, [language]: own }}
        theme={browserThemeStore()}
      />
    </StrictMode>
  );
  applyPageLanguage(language);
  if (hydrate) hydrateRoot(container, page);
  else createRoot(container).render(page);
  // A marker for the perf script and the browser tests: the page is live from here on.
  container.dataset.booted = 'true';
}
