import { describe, expect, it } from 'vitest';
import { createI18n } from '@/i18n/i18n';
import enApp from '@/i18n/locales/en/app.json';
import zhApp from '@/i18n/locales/zh/app.json';
import { addAppNamespace } from './app-i18n';

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : flatten(value, `${prefix}${key}.`),
  );
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('the app namespace', () => {
  it('has the same keys and placeholders in Chinese as in English, none empty', () => {
    const english = new Map(flatten(enApp));
    const chinese = new Map(flatten(zhApp));
    expect([...chinese.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) {
      expect(chinese.get(key)?.trim(), key).toBeTruthy();
      expect(placeholders(chinese.get(key) ?? ''), key).toEqual(placeholders(text));
    }
  });

  it('reads in English once added, and in Chinese after loading it', async () => {
    const i18n = createI18n('zh');
    addAppNamespace(i18n);
    expect(i18n.getFixedT('en', 'app')('notFound.title')).toBe('Page not found');
    await i18n.loadNamespaces('app');
    expect(i18n.t('notFound.title', { ns: 'app' })).toBe('页面不存在');
  });
});
