import { describe, expect, it } from 'vitest';
import { detectLanguage, readStoredLanguage, storeLanguage, toAppLanguage } from './languages';

describe('detectLanguage', () => {
  it('uses the stored preference before the browser languages', () => {
    expect(detectLanguage({ stored: 'zh', browser: ['en-US', 'en'] })).toBe('zh');
    expect(detectLanguage({ stored: 'en', browser: ['zh-CN'] })).toBe('en');
  });

  it('falls back to the browser languages, in order, when nothing usable is stored', () => {
    expect(detectLanguage({ stored: null, browser: ['zh-TW', 'en'] })).toBe('zh');
    expect(detectLanguage({ stored: 'fr', browser: ['de-DE', 'zh_CN', 'en'] })).toBe('zh');
    expect(detectLanguage({ stored: null, browser: ['en-GB', 'zh-CN'] })).toBe('en');
  });

  it('ends with English when neither source names a language the app has', () => {
    expect(detectLanguage({ stored: null, browser: [] })).toBe('en');
    expect(detectLanguage({ stored: 'ja', browser: ['ko-KR', 'fr'] })).toBe('en');
  });
});

describe('language tags and storage', () => {
  it('reads the base language of a tag, whatever its case or separator', () => {
    expect(toAppLanguage('ZH-hans-CN')).toBe('zh');
    expect(toAppLanguage('en_US')).toBe('en');
    expect(toAppLanguage('')).toBeUndefined();
  });

  it('stores the choice in local storage and reads it back', () => {
    storeLanguage('zh');
    expect(localStorage.getItem('i18nextLng')).toBe('zh');
    expect(readStoredLanguage()).toBe('zh');
  });
});
