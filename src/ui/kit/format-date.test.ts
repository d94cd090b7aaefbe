import { describe, expect, it } from 'vitest';
import { formatCountdown, formatDateTime, intlLocale } from './format-date';

describe('formatDateTime', () => {
  const iso = '2025-03-04T21:05:00.000Z';

  it('writes the time in the reader language', () => {
    expect(formatDateTime(iso, 'en', 'dateTime', 'UTC')).toBe('Mar 4, 2025, 9:05 PM');
    expect(formatDateTime(iso, 'zh', 'dateTime', 'UTC')).toBe('2025年3月4日 21:05');
    expect(formatDateTime(iso, 'en', 'date', 'UTC')).toBe('Mar 4, 2025');
  });

  it('converts to the given time zone', () => {
    expect(formatDateTime(iso, 'en', 'dateTime', 'Asia/Shanghai')).toBe('Mar 5, 2025, 5:05 AM');
  });

  it('gives null for a value that is not a time', () => {
    expect(formatDateTime('yesterday', 'en')).toBeNull();
  });

  it('maps app languages to Intl locales, English for anything else', () => {
    expect(intlLocale('zh')).toBe('zh-CN');
    expect(intlLocale('zh-TW')).toBe('zh-CN');
    expect(intlLocale('fr')).toBe('en');
    expect(intlLocale(undefined)).toBe('en');
  });
});

describe('formatCountdown', () => {
  it.each([
    [0, '0:00:00'],
    [-5000, '0:00:00'],
    [999, '0:00:01'],
    [61_000, '0:01:01'],
    [86_400_000, '24:00:00'],
    [90_061_000, '25:01:01'],
    [Number.NaN, '0:00:00'],
  ])('%d ms → %s', (ms, text) => {
    expect(formatCountdown(ms)).toBe(text);
  });
});
