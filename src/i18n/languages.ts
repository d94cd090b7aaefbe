/** Languages the app itself is written in; English is the default and the fallback. */
export const appLanguages = ['en', 'zh'] as const;
export type AppLanguage = (typeof appLanguages)[number];
export const defaultLanguage: AppLanguage = 'en';
export const languageStorageKey = 'i18nextLng';

/** The html lang attribute for each app language. */
export const htmlLang: Record<AppLanguage, string> = { en: 'en', zh: 'zh-CN' };

export function toAppLanguage(tag: string | null | undefined): AppLanguage | undefined {
  if (!tag) return undefined;
  const base = tag.toLowerCase().split(/[-_]/)[0];
  return appLanguages.find((lang) => lang === base);
}

interface DetectionSources {
  stored: string | null;
  browser: readonly string[];
}

/** Stored preference first, then the browser's languages in order, then English (docs/wallet-behaviour.md, section 12). */
export function detectLanguage({ stored, browser }: DetectionSources): AppLanguage {
  const fromStorage = toAppLanguage(stored);
  if (fromStorage) return fromStorage;
  for (const tag of browser) {
    const lang = toAppLanguage(tag);
    if (lang) return lang;
  }
  return defaultLanguage;
}

export function readStoredLanguage(): string | null {
  try {
    return globalThis.localStorage?.getItem(languageStorageKey) ?? null;
  } catch {
    return null;
  }
}

export function storeLanguage(lang: AppLanguage): void {
  try {
    globalThis.localStorage?.setItem(languageStorageKey, lang);
  } catch {
    // Storage can be disabled (private mode); the choice then lasts for this page only.
  }
}

/** The page is in `language` from now on: keep the choice for the next visit and tell the browser (html lang). */
export function applyPageLanguage(language: AppLanguage): void {
  storeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLang[language];
}

export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}
