import { describe, expect, it } from 'vitest';
import type { ThemeStorage as KeyValueStorage } from './theme-preference';
import { readThemePreference, THEME_KEY, writeThemePreference } from './theme-preference';

function memoryStorage(): KeyValueStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const blocked: KeyValueStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

describe('stored theme preference', () => {
  it('reads light and dark; anything else, or nothing, means following the system', () => {
    const storage = memoryStorage();
    expect(readThemePreference(storage)).toBe('system');
    for (const [raw, preference] of [
      ['light', 'light'],
      ['dark', 'dark'],
      ['DARK', 'system'],
      ['"dark"', 'system'],
      ['midnight', 'system'],
    ]) {
      storage.items.set(THEME_KEY, raw as string);
      expect(readThemePreference(storage)).toBe(preference);
    }
  });

  it('stores a choice, and removes it for the system', () => {
    const storage = memoryStorage();
    writeThemePreference('dark', storage);
    expect(storage.items.get(THEME_KEY)).toBe('dark');
    writeThemePreference('system', storage);
    expect(storage.items.has(THEME_KEY)).toBe(false);
  });

  it('never throws when storage is blocked or full', () => {
    expect(readThemePreference(blocked)).toBe('system');
    expect(() => writeThemePreference('light', blocked)).not.toThrow();
    expect(() => writeThemePreference('system', blocked)).not.toThrow();
  });
});
