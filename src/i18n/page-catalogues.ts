import type { AppLanguage } from './languages';
import enCommon from './locales/en/common.json';
import enLanding from './locales/en/landing.json';
import type { Catalogue } from './page-text';

/** English common and landing ship with the page; every other language's namespaces are fetched when needed. */
export const bundledResources = { common: enCommon, landing: enLanding } as const;

/** The namespaces the landing page speaks (its own and the shared header's). */
const pageNamespaces = ['common', 'landing'] as const;

const otherLanguages = import.meta.glob<{ default: Catalogue[string] }>([
  './locales/*/common.json',
  './locales/*/landing.json',
  '!./locales/en/*.json',
]);

/** The landing page's strings in `language`: bundled for English, one small chunk per namespace otherwise. */
export async function loadPageCatalogue(language: AppLanguage): Promise<Catalogue> {
  if (language === 'en') return bundledResources;
  const entries = await Promise.all(
    pageNamespaces.map(async (namespace) => {
      const load = otherLanguages[`./locales/${language}/${namespace}.json`];
      return [namespace, load ? (await load()).default : {}] as const;
    }),
  );
  return Object.fromEntries(entries);
}
