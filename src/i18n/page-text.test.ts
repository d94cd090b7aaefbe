import { describe, expect, it } from 'vitest';
import { catalogueOrder, interpolate, missingKeyText, translate } from './page-text';

const en = {
  common: { home: { title: 'DGrid' } },
  landing: { hero: { lead: 'Earn {{token}}' }, only: 'en only' },
};
const zh = { common: { home: { title: 'DGrid 中文' } }, landing: { hero: { lead: '赚取 {{token}}' } } };
const missing = (key: string) => missingKeyText('zh', key);

describe('page text', () => {
  it('looks a bare key up in the namespaces in turn, and an ns:key in its namespace', () => {
    const order = catalogueOrder('zh', { en, zh });
    expect(translate(order, ['landing', 'common'], 'home.title', undefined, missing)).toBe('DGrid 中文');
    expect(translate(order, ['landing'], 'common:home.title', undefined, missing)).toBe('DGrid 中文');
    expect(translate(order, ['landing'], 'hero.lead', { token: 'DGAI' }, missing)).toBe('赚取 DGAI');
  });

  it('falls back to English, then to the bracketed missing text', () => {
    const order = catalogueOrder('zh', { en, zh });
    expect(translate(order, ['landing'], 'only', undefined, missing)).toBe('en only');
    expect(translate(order, ['landing'], 'hero', undefined, missing)).toBe(
      '[missing: "zh.hero" translation]',
    );
    expect(translate(order, ['landing'], 'nowhere.at.all', undefined, missing)).toBe(
      '[missing: "zh.nowhere.at.all" translation]',
    );
  });

  it('fills placeholders with spaces inside the braces too, and a missing value with nothing', () => {
    expect(interpolate('© {{ year }} {{brand}}', { year: 2025, brand: 'DGrid' })).toBe('© 2025 DGrid');
    expect(interpolate('Earn {{token}}', undefined)).toBe('Earn ');
  });
});
