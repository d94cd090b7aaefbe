import { useRef, useState } from 'react';
import { type AppLanguage, applyPageLanguage } from '@/i18n/languages';
import { loadPageCatalogue } from '@/i18n/page-catalogues';
import { type Catalogue, catalogueOrder, missingKeyText, translate } from '@/i18n/page-text';
import type { PageText } from '@/ui/i18n/page-text-context';
import { PageTextContext } from '@/ui/i18n/page-text-context';
import { LandingPage } from '@/ui/landing/landing-page';
import { ThemeContext, type ThemeControl } from '@/ui/theme/theme-context';

export type PageCatalogues = Partial<Record<AppLanguage, Catalogue>>;

export interface LandingRootProps {
  language: AppLanguage;
  /** The language's catalogue and English's (the fallback), already loaded: nothing suspends while hydrating. */
  catalogues: PageCatalogues;
  /** The page theme (the browser's store); absent in the prerender, whose markup is theme-neutral. */
  theme?: ThemeControl | undefined;
}

/**
 * The landing page "/" with its own small text source instead of i18next (about 18 kB gzip the page would load
 * only to hydrate text it already shows). A language change fetches that language's catalogue, then stores the
 * choice and sets html lang, as the app's i18next does; a later choice wins over one still loading.
 */
export function LandingRoot({ language: initialLanguage, catalogues: initial, theme }: LandingRootProps) {
  const [shown, setShown] = useState({ language: initialLanguage, catalogues: initial });
  const requested = useRef(initialLanguage);
  const { language, catalogues } = shown;
  const order = catalogueOrder(language, catalogues);
  const text: PageText = {
    language,
    translate: (namespaces, key, values) =>
      translate(order, namespaces, key, values, (missing) => missingKeyText(language, missing)),
    changeLanguage: (next) => {
      requested.current = next;
      void loadPageCatalogue(next).then(
        (catalogue) => {
          if (requested.current !== next) return;
          applyPageLanguage(next);
          setShown((current) => ({
            language: next,
            catalogues: { ...current.catalogues, [next]: catalogue },
          }));
        },
        // The catalogue did not arrive (offline): the page stays in the language it shows.
        () => undefined,
      );
    },
  };
  return (
    <ThemeContext value={theme ?? null}>
      <PageTextContext value={text}>
        <LandingPage />
      </PageTextContext>
    </ThemeContext>
  );
}
