import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n';
import enApp from './locales/en/app.json';
import zhApp from './locales/zh/app.json';

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

describe('app namespace', () => {
  it('Chinese has exactly the English keys, with the same placeholders and no empty text', () => {
    const english = flatten(enApp as Tree);
    const chinese = flatten(zhApp as Tree);
    expect([...chinese.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) {
      expect(chinese.get(key)?.trim(), key).toBeTruthy();
      expect(placeholders(chinese.get(key) ?? ''), key).toEqual(placeholders(text));
    }
  });

  it('is not bundled: English app strings arrive through the lazy backend', async () => {
    const i18n = createI18n('en');
    expect(i18n.hasResourceBundle('en', 'app')).toBe(false);
    await i18n.loadNamespaces('app');
    expect(i18n.t('states.retry', { ns: 'app' })).toBe('Retry');
  });

  it('loads Chinese app strings with the English ones as the fallback', async () => {
    const i18n = createI18n('zh');
    await i18n.loadNamespaces('app');
    expect(i18n.t('states.retry', { ns: 'app' })).toBe('重试');
    expect(i18n.hasResourceBundle('en', 'app')).toBe(true);
  });
});
