import { createContext, use } from 'react';
import type { AppLanguage } from '@/i18n/languages';
import type { TextValues } from '@/i18n/page-text';

/**
 * The words of the landing page and of the header controls it shares with the app (language, theme). The landing
 * gets them from its own small catalogue, so hydrating "/" needs no i18next; the app area passes its i18next
 * instance through (src/app/i18next-page-text.tsx).
 */
export interface PageText {
  language: AppLanguage;
  /** `ns:key`, or a bare key looked up in each of `namespaces` in turn. */
  translate: (namespaces: readonly string[], key: string, values?: TextValues) => string;
  changeLanguage: (language: AppLanguage) => void;
}

export const PageTextContext = createContext<PageText | null>(null);

/** `t` over `namespaces` (the first is the default, as with react-i18next's useTranslation), and the language. */
export function usePageText(namespaces: string | readonly string[]) {
  const text = use(PageTextContext);
  if (!text) throw new Error('usePageText needs a PageTextContext provider above it');
  const searched = typeof namespaces === 'string' ? [namespaces] : namespaces;
  return {
    t: (key: string, values?: TextValues) => text.translate(searched, key, values),
    language: text.language,
    changeLanguage: text.changeLanguage,
  };
}
