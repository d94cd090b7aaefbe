import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultLanguage, toAppLanguage } from '@/i18n/languages';
import { type PageText, PageTextContext } from '@/ui/i18n/page-text-context';

/**
 * The app area's i18next instance as the page text the shared header controls read (language select, theme
 * toggle). i18next stores the choice and updates html lang itself (src/i18n/i18n.ts).
 */
export function I18nextPageText({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = toAppLanguage(i18n.resolvedLanguage ?? i18n.language) ?? defaultLanguage;
  const text = useMemo<PageText>(
    () => ({
      language,
      // The keys are the views' (checked by the landing's own catalogue tests), not i18next's typed ones.
      translate: (namespaces, key, values) => i18n.t(key as never, { ...values, ns: namespaces as never }),
      changeLanguage: (next) => void i18n.changeLanguage(next),
    }),
    [i18n, language],
  );
  return <PageTextContext value={text}>{children}</PageTextContext>;
}
