import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n';
import enApp from './locales/en/app.json';
import enCommon from './locales/en/common.json';
import enLanding from './locales/en/landing.json';
import zhApp from './locales/zh/app.json';
import zhCommon from './locales/zh/common.json';
import zhLanding from './locales/zh/landing.json';
import { missingKeyText } from './page-text';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [k, v] of flatten(value, path)) entries.set(k, v);
  }
  return entries;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('locale files', () => {
  it.each([
    ['common', enCommon, zhCommon],
    ['landing', enLanding, zhLanding],
    ['app', enApp, zhApp],
  ])(
    '%s: Chinese has exactly the English keys, with the same placeholders and no empty text',
    (_ns, en, zh) => {
      const english = flatten(en as Tree);
      const chinese = flatten(zh as Tree);
      expect([...chinese.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of english) {
        expect(chinese.get(key)?.trim(), key).toBeTruthy();
        expect(placeholders(chinese.get(key) ?? ''), key).toEqual(placeholders(text));
      }
    },
  );

  it('keeps the brand title and the Connect Wallet key in both languages', () => {
    expect(enCommon.home.title).toBe('DGrid');
    expect(enCommon.premium.wallet).toBe('Connect Wallet');
    expect(zhCommon.premium.wallet).toBe('连接钱包');
  });
});

/** t() only accepts known keys at compile time; these tests need keys that exist nowhere, or only in English. */
const lookUp = (i18n: ReturnType<typeof createI18n>, key: string) =>
  (i18n.t as unknown as (key: string, options: { ns: string }) => string)(key, { ns: 'landing' });

describe('missing translations', () => {
  it('shows the English text when a key exists only in English', async () => {
    const i18n = createI18n('zh');
    await i18n.loadLanguages('zh');
    i18n.addResource('en', 'landing', 'onlyInEnglish', 'Only in English');
    expect(i18n.t('hero.title', { ns: 'landing' })).toBe('去中心化 AI 推理网络');
    expect(lookUp(i18n, 'onlyInEnglish')).toBe('Only in English');
  });

  it('shows the bracketed missing-key text when no language has the key', async () => {
    const i18n = createI18n('zh');
    await i18n.loadLanguages('zh');
    expect(lookUp(i18n, 'nowhere.to.be.found')).toBe('[missing: "zh.nowhere.to.be.found" translation]');
    expect(missingKeyText('en', 'a.b')).toBe('[missing: "en.a.b" translation]');
  });
});
