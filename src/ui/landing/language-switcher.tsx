import type { ChangeEvent } from 'react';
import { appLanguages, htmlLang, toAppLanguage } from '@/i18n/languages';
import { usePageText } from '@/ui/i18n/page-text-context';
import './language-switcher.css';

/**
 * Picks the page language; the page's text source stores the choice and updates html lang. Each name is shown in its own language.
 * A narrow header may show the short name over the closed select instead (the select stays the control).
 */
export function LanguageSwitcher() {
  const { t, language: current, changeLanguage } = usePageText('common');
  const choose = (event: ChangeEvent<HTMLSelectElement>) => {
    const language = toAppLanguage(event.target.value);
    if (language) changeLanguage(language);
  };
  return (
    <label className="language-switcher">
      <span className="visually-hidden">{t('language.label')}</span>
      <span className="language-switcher__short" aria-hidden="true">
        {t(`language.short.${current}`)}
      </span>
      <select className="language-switcher__select" value={current} onChange={choose}>
        {appLanguages.map((language) => (
          <option key={language} value={language} lang={htmlLang[language]}>
            {t(`language.${language}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
