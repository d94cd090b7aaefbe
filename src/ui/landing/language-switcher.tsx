import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { appLanguages, defaultLanguage, htmlLang, toAppLanguage } from '@/i18n/languages';
import './language-switcher.css';

/**
 * Picks the page language; i18n stores the choice and updates html lang. Each name is shown in its own language.
 * A narrow header may show the short name over the closed select instead (the select stays the control).
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('common');
  const current = toAppLanguage(i18n.resolvedLanguage ?? i18n.language) ?? defaultLanguage;
  const choose = (event: ChangeEvent<HTMLSelectElement>) => {
    void i18n.changeLanguage(event.target.value);
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
