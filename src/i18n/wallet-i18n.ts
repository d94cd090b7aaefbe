import i18next, { type BackendModule, type i18n as I18n, type ResourceKey, type TFunction } from 'i18next';
import { browserLanguages, readStoredLanguage } from './languages';
import { missingKeyText } from './page-text';
import walletEn from './wallet/en.json';
import { defaultWalletLocale, resolveWalletLocale, type WalletLocale, walletLocales } from './wallet-locale';

export const walletNamespace = 'wallet';
export type WalletT = TFunction<typeof walletNamespace>;

type WalletLocaleLoader = () => Promise<ResourceKey>;
export type WalletLocaleLoaders = Partial<Record<WalletLocale, WalletLocaleLoader>>;

/** One chunk per locale; English is imported above, so it ships with the dialogs and is never fetched. */
const localeModules = import.meta.glob<ResourceKey>(['./wallet/*.json', '!./wallet/en.json'], {
  import: 'default',
});

/** The lazy loader of every locale but English, keyed by locale (`./wallet/pt-BR.json` → `pt-BR`). */
export const walletLocaleLoaders: WalletLocaleLoaders = Object.fromEntries(
  Object.entries(localeModules).flatMap(([path, load]) => {
    const locale = walletLocales.find((l) => path === `./wallet/${l}.json`);
    return locale ? [[locale, load]] : [];
  }),
);

/** Reads a locale's bundle through its loader; a locale without one (or a failed chunk) stays on English. */
function lazyWalletLocales(loaders: WalletLocaleLoaders): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read(language, _namespace, callback) {
      const locale = walletLocales.find((l) => l === language);
      const load = locale ? loaders[locale] : undefined;
      if (!load) {
        callback(null, {});
        return;
      }
      load().then(
        (bundle) => callback(null, bundle),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
      );
    },
  };
}

export interface WalletI18nOptions {
  /** The locale to switch to once its bundle has loaded; the dialogs speak English until then. */
  locale?: WalletLocale;
  /** Where each locale's bundle comes from; the glob chunks unless a test substitutes its own. */
  loaders?: WalletLocaleLoaders;
}

/**
 * True for an instance made by createWalletI18n (the dialogs refuse to translate with any other). Checked by
 * content, not identity: react-i18next hands components a wrapper around the instance, not the instance.
 */
export function isWalletI18n(instance: I18n): boolean {
  return (
    instance.options.defaultNS === walletNamespace &&
    instance.hasResourceBundle(defaultWalletLocale, walletNamespace)
  );
}

/**
 * An i18next instance of its own for the wallet dialogs: they speak 19 locales while the app speaks two,
 * so the two cannot share a current language. A key missing in the locale reads in English; a key English
 * lacks too reads as the bracketed missing text, as in the app (src/i18n/i18n.ts).
 */
export function createWalletI18n({
  locale = defaultWalletLocale,
  loaders = walletLocaleLoaders,
}: WalletI18nOptions = {}): I18n {
  const instance = i18next.createInstance();
  instance.use(lazyWalletLocales(loaders));
  void instance.init({
    lng: defaultWalletLocale,
    fallbackLng: defaultWalletLocale,
    supportedLngs: [...walletLocales],
    load: 'currentOnly',
    ns: [walletNamespace],
    defaultNS: walletNamespace,
    resources: { [defaultWalletLocale]: { [walletNamespace]: walletEn } },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    parseMissingKeyHandler: (key) => missingKeyText(instance.language ?? defaultWalletLocale, key),
  });
  if (locale !== defaultWalletLocale) void instance.changeLanguage(locale);
  return instance;
}

/** The typed t() of an instance's wallet namespace, for code outside React (toasts, tests). */
export function walletT(instance: I18n): WalletT {
  return instance.getFixedT(null, walletNamespace);
}

/** The locale an instance speaks now; English while nothing else has been switched to. */
export function currentWalletLocale(instance: I18n): WalletLocale {
  return walletLocales.find((locale) => locale === instance.language) ?? defaultWalletLocale;
}

/**
 * Keeps the dialogs in step with the app's language switcher: when the visitor picks a language (which the
 * app stores), the dialogs re-resolve their locale from that choice. Returns the unsubscribe function.
 */
export function followAppLanguage(appI18n: I18n, walletI18n: I18n): () => void {
  const follow = (appLanguage: string) => {
    const sources = { storedChoice: readStoredLanguage(), appLanguage, browserLanguages: browserLanguages() };
    void walletI18n.changeLanguage(resolveWalletLocale(sources));
  };
  appI18n.on('languageChanged', follow);
  return () => appI18n.off('languageChanged', follow);
}
