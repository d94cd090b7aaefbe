import { describe, expect, it, vi } from 'vitest';
import { createI18n } from './i18n';
import { languageStorageKey } from './languages';
import en from './wallet/en.json';
import {
  createWalletI18n,
  currentWalletLocale,
  followAppLanguage,
  type WalletLocaleLoaders,
  walletLocaleLoaders,
  walletT,
} from './wallet-i18n';
import type { WalletKey } from './wallet-keys';
import { resolveWalletLocale, toWalletLocale, walletLocales, walletTextDirection } from './wallet-locale';

/** The real glob loaders, each wrapped in a spy so a test can count which chunks were fetched. */
function countingLoaders() {
  const spies = Object.fromEntries(
    Object.entries(walletLocaleLoaders).map(([locale, load]) => [locale, vi.fn(load)]),
  ) as Record<string, ReturnType<typeof vi.fn>>;
  const calls = () => Object.entries(spies).flatMap(([locale, spy]) => spy.mock.calls.map(() => locale));
  return { loaders: spies as WalletLocaleLoaders, calls };
}

describe('resolveWalletLocale', () => {
  const resolve = (storedChoice: string | null, appLanguage: string | null, browserLanguages: string[]) =>
    resolveWalletLocale({ storedChoice, appLanguage, browserLanguages });

  it.each([
    // The visitor's stored choice wins over everything else.
    ['stored en beats a German browser', 'en', 'en', ['de-DE'], 'en'],
    ['stored zh reads as Simplified', 'zh', 'zh', ['en-US'], 'zh-CN'],
    ['stored zh follows a Taiwanese browser', 'zh', 'zh', ['zh-TW', 'en'], 'zh-TW'],
    ['stored zh follows a Hong Kong browser', 'zh', 'zh', ['en-GB', 'zh-HK'], 'zh-HK'],
    ['stored zh follows a zh-Hant browser', 'zh', 'zh', ['zh-Hant'], 'zh-TW'],
    ['a stored wallet locale is kept', 'pt-BR', 'en', ['de'], 'pt-BR'],
    ['an unknown stored value is skipped', 'xx', null, ['ko-KR'], 'ko'],
    // The app's language, when it is not the default it fell back to.
    ['app Chinese beats a German first preference', null, 'zh', ['de', 'zh-CN'], 'zh-CN'],
    ['app Chinese follows the first Chinese tag', null, 'zh', ['fr', 'zh-HK', 'zh-CN'], 'zh-HK'],
    ['app Chinese stays Simplified for zh-Hans', null, 'zh', ['zh-Hans-SG'], 'zh-CN'],
    ['default app English defers to the browser', null, 'en', ['de-AT', 'en'], 'de'],
    // Browser languages, first supported one, with region variants.
    ['es-MX reads Latin American Spanish', null, 'en', ['es-MX'], 'es-419'],
    ['es-ES reads Latin American Spanish', null, null, ['es-ES'], 'es-419'],
    ['bare pt reads Brazilian Portuguese', null, null, ['pt'], 'pt-BR'],
    ['pt-PT reads Brazilian Portuguese', null, null, ['pt_PT'], 'pt-BR'],
    ['zh-Hant reads Taiwan', null, null, ['zh-Hant'], 'zh-TW'],
    ['zh-Hant-HK reads Hong Kong', null, null, ['zh-Hant-HK'], 'zh-HK'],
    ['zh-MO reads Hong Kong', null, null, ['zh-MO'], 'zh-HK'],
    ['zh-SG reads Simplified', null, null, ['zh-SG'], 'zh-CN'],
    ['ar-EG reads Arabic', null, null, ['ar-EG'], 'ar'],
    ['ms-MY reads Malay', null, null, ['ms-MY'], 'ms'],
    ['legacy in reads Indonesian', null, null, ['in-ID'], 'id'],
    ['ua reads Ukrainian', null, null, ['ua'], 'uk'],
    ['unsupported first tags are skipped', null, null, ['nl-NL', 'sv', 'th-TH'], 'th'],
    // Nothing usable: English.
    ['only unsupported tags', null, null, ['nl', 'pl-PL'], 'en'],
    ['no signal at all', null, null, [], 'en'],
    ['empty strings', '', '', [''], 'en'],
  ])('%s', (_case, stored, app, browser, expected) => {
    expect(resolve(stored, app, browser)).toBe(expected);
  });

  it('maps every locale code to itself', () => {
    for (const locale of walletLocales) expect(toWalletLocale(locale)).toBe(locale);
  });
});

describe('walletTextDirection', () => {
  it('lays Arabic out right to left and every other locale left to right', () => {
    expect(walletTextDirection('ar')).toBe('rtl');
    expect(walletTextDirection('ar-SA')).toBe('rtl');
    const others = walletLocales.filter((locale) => locale !== 'ar').map(walletTextDirection);
    expect(new Set(others)).toEqual(new Set(['ltr']));
    expect(walletTextDirection('xx')).toBe('ltr');
  });
});

describe('createWalletI18n', () => {
  it('has a lazy chunk for every locale but English, which is bundled', () => {
    expect(Object.keys(walletLocaleLoaders).sort()).toEqual(walletLocales.filter((l) => l !== 'en').sort());
  });

  it('speaks English at once without fetching any locale', () => {
    const { loaders, calls } = countingLoaders();
    const i18n = createWalletI18n({ loaders });
    expect(walletT(i18n)('button.connect')).toBe('Connect Wallet');
    expect(walletT(i18n)('connect.status.opening', { wallet: 'MetaMask' })).toBe('Opening MetaMask…');
    expect(calls()).toEqual([]);
  });

  it('fetches a locale only when asked, once, and nothing else', async () => {
    const { loaders, calls } = countingLoaders();
    const i18n = createWalletI18n({ loaders });
    await i18n.changeLanguage('ja');
    expect(calls()).toEqual(['ja']);
    expect(walletT(i18n)('connect.status.opening', { wallet: 'Rainbow' })).toContain('Rainbow');
    expect(walletT(i18n)('button.connect')).not.toBe(en.button.connect);
    await i18n.changeLanguage('en');
    await i18n.changeLanguage('ja');
    expect(calls()).toEqual(['ja']);
  });

  it('keeps speaking the previous locale until the new one has arrived', async () => {
    let deliver: (bundle: object) => void = () => undefined;
    const i18n = createWalletI18n({ loaders: { de: () => new Promise((resolve) => (deliver = resolve)) } });
    const switching = i18n.changeLanguage('de');
    expect(walletT(i18n)('account.disconnect')).toBe('Disconnect');
    deliver({ account: { disconnect: 'Trennen' } });
    await switching;
    expect(walletT(i18n)('account.disconnect')).toBe('Trennen');
  });

  it('starts in the given locale once it has loaded', async () => {
    const i18n = createWalletI18n({ locale: 'ar' });
    await vi.waitFor(() => expect(i18n.language).toBe('ar'));
    expect(currentWalletLocale(i18n)).toBe('ar');
    expect(walletT(i18n)('network.connected')).toMatch(/[\u0600-\u06ff]/);
  });

  it('falls back to English for a key the locale lacks, then to the bracketed missing text', async () => {
    const i18n = createWalletI18n({
      loaders: { fr: async () => ({ account: { disconnect: 'Déconnecter' } }) },
    });
    await i18n.changeLanguage('fr');
    expect(walletT(i18n)('account.disconnect')).toBe('Déconnecter');
    expect(walletT(i18n)('account.copied')).toBe('Copied!');
    // @ts-expect-error: not a key of wallet/en.json, which is exactly what this case is about
    expect(walletT(i18n)('account.nothing_here')).toBe('[missing: "fr.account.nothing_here" translation]');
  });

  it('types t() by the keys of wallet/en.json', () => {
    const t = walletT(createWalletI18n());
    const key: WalletKey = 'sign_in.signature.oops_error';
    expect(t(key)).toBe(en.sign_in.signature.oops_error);
    // @ts-expect-error: a key from the landing namespaces is not a wallet key
    expect(t('home.title')).toBe('[missing: "en.home.title" translation]');
  });

  it('stays on English when a locale chunk cannot be fetched', async () => {
    const i18n = createWalletI18n({ loaders: { ko: () => Promise.reject(new Error('offline')) } });
    await i18n.changeLanguage('ko');
    expect(walletT(i18n)('sign_in.message.send')).toBe('Send message');
  });

  it('treats an unsupported language as English', async () => {
    const { loaders, calls } = countingLoaders();
    const i18n = createWalletI18n({ loaders });
    await i18n.changeLanguage('nl');
    expect(currentWalletLocale(i18n)).toBe('en');
    expect(walletT(i18n)('network.title')).toBe('Switch networks');
    expect(calls()).toEqual([]);
  });
});

describe('followAppLanguage', () => {
  it('moves the dialogs to the language the visitor picks in the app', async () => {
    const app = createI18n('en');
    const wallet = createWalletI18n();
    const stop = followAppLanguage(app, wallet);
    await app.changeLanguage('zh');
    expect(localStorage.getItem(languageStorageKey)).toBe('zh');
    await vi.waitFor(() => expect(wallet.language).toBe('zh-CN'));
    stop();
    await app.changeLanguage('en');
    expect(wallet.language).toBe('zh-CN');
  });
});
