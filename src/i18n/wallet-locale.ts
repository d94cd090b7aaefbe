/** The locales the wallet dialogs speak (docs/wallet-behaviour.md, section 12); English is the source and the fallback. */
export const walletLocales = [
  'ar',
  'de',
  'en',
  'es-419',
  'fr',
  'hi',
  'id',
  'ja',
  'ko',
  'ms',
  'pt-BR',
  'ru',
  'th',
  'tr',
  'uk',
  'vi',
  'zh-CN',
  'zh-HK',
  'zh-TW',
] as const;
export type WalletLocale = (typeof walletLocales)[number];
export const defaultWalletLocale: WalletLocale = 'en';

const rightToLeft: ReadonlySet<WalletLocale> = new Set(['ar']);

/** Arabic lays the dialogs out right to left; every other locale left to right. */
export function walletTextDirection(locale: string): 'rtl' | 'ltr' {
  const known = toWalletLocale(locale);
  return known && rightToLeft.has(known) ? 'rtl' : 'ltr';
}

/** Language subtags whose every region reads one of our locales (es-MX → es-419, pt-PT → pt-BR, …). */
const byLanguage: Readonly<Record<string, WalletLocale>> = {
  ar: 'ar',
  de: 'de',
  en: 'en',
  es: 'es-419',
  fr: 'fr',
  hi: 'hi',
  id: 'id',
  in: 'id', // the withdrawn ISO code some Android versions still report for Indonesian
  ja: 'ja',
  ko: 'ko',
  ms: 'ms',
  pt: 'pt-BR',
  ru: 'ru',
  th: 'th',
  tr: 'tr',
  uk: 'uk',
  ua: 'uk', // a common mistake for Ukrainian (ua is the country, uk the language)
  vi: 'vi',
};

/** Chinese needs the script or region: Traditional for Taiwan, Hong Kong and Macau, Simplified elsewhere. */
function chineseLocale(subtags: readonly string[]): WalletLocale {
  if (subtags.includes('hk') || subtags.includes('mo')) return 'zh-HK';
  if (subtags.includes('tw') || subtags.includes('hant')) return 'zh-TW';
  return 'zh-CN';
}

/** Maps a BCP 47 tag (any case, `-` or `_`) to the wallet locale that serves it, if any. */
export function toWalletLocale(tag: string | null | undefined): WalletLocale | undefined {
  if (!tag) return undefined;
  const subtags = tag.trim().toLowerCase().split(/[-_]/);
  const [language, ...rest] = subtags;
  if (!language) return undefined;
  if (language === 'zh') return chineseLocale(rest);
  return byLanguage[language];
}

function isTraditionalChinese(locale: WalletLocale | undefined): locale is 'zh-HK' | 'zh-TW' {
  return locale === 'zh-HK' || locale === 'zh-TW';
}

/**
 * The locale of a chosen language. Bare "zh" (the app's one Chinese) reads as Simplified unless the browser's
 * first Chinese preference is a Traditional one: a reader in Taipei or Hong Kong should get their own wording.
 */
function localeOfChoice(tag: string, browserLanguages: readonly string[]): WalletLocale | undefined {
  const locale = toWalletLocale(tag);
  if (locale !== 'zh-CN' || tag.toLowerCase() !== 'zh') return locale;
  const firstChinese = browserLanguages.map(toWalletLocale).find((l) => l?.startsWith('zh'));
  return isTraditionalChinese(firstChinese) ? firstChinese : 'zh-CN';
}

export interface WalletLocaleSources {
  /** The language the visitor picked and the app stored, or null when never picked. */
  storedChoice?: string | null;
  /** The language the app shows now (en or zh). */
  appLanguage?: string | null;
  /** navigator.languages, most preferred first. */
  browserLanguages: readonly string[];
}

/**
 * Which locale the dialogs use:
 * 1. the visitor's stored choice, where it maps to a locale;
 * 2. the app's language, where it maps, unless it is the default English: the app falls back to English for
 *    every browser language it does not speak, so an unchosen English says nothing about the visitor;
 * 3. the browser's first language that maps to a locale (es-MX → es-419, pt → pt-BR, zh-Hant → zh-TW, …);
 * 4. English.
 */
export function resolveWalletLocale({
  storedChoice,
  appLanguage,
  browserLanguages,
}: WalletLocaleSources): WalletLocale {
  const stored = storedChoice ? localeOfChoice(storedChoice, browserLanguages) : undefined;
  if (stored) return stored;
  const app = appLanguage ? localeOfChoice(appLanguage, browserLanguages) : undefined;
  if (app && app !== defaultWalletLocale) return app;
  for (const tag of browserLanguages) {
    const locale = toWalletLocale(tag);
    if (locale) return locale;
  }
  return defaultWalletLocale;
}
