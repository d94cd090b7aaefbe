import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { type AppLanguage, appLanguages, applyPageLanguage, defaultLanguage } from './languages';
import { bundledResources } from './page-catalogues';
import { missingKeyText } from './page-text';

// The bundled English namespaces are left out so they are not emitted twice; every other file is a lazy chunk.
const localeFiles = import.meta.glob<{ default: Record<string, unknown> }>([
  './locales/*/*.json',
  '!./locales/en/common.json',
  '!./locales/en/landing.json',
]);

/** English common and landing ship in the entry; every other namespace and language is fetched when first needed. */
const lazyLocales: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = localeFiles[`./locales/${language}/${namespace}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

export function createI18n(language: AppLanguage = defaultLanguage): I18n {
  const instance = i18next.createInstance();
  instance.use(lazyLocales);
  void instance.init({
    lng: language,
    fallbackLng: defaultLanguage,
    supportedLngs: [...appLanguages],
    ns: ['common', 'landing'],
    defaultNS: 'common',
    resources: { en: bundledResources },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    parseMissingKeyHandler: (key) => missingKeyText(instance.language ?? language, key),
  });
  instance.on('languageChanged', (lng) => {
    const lang = appLanguages.find((l) => l === lng) ?? defaultLanguage;
    applyPageLanguage(lang);
  });
  return instance;
}
