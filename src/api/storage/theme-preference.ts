import { defaultStorage, readItem, removeItem, writeItem } from './browser-storage';

/**
 * The visitor's theme choice. index.html's inline script reads the same key before the first paint, so a
 * rename must change both.
 */
export const THEME_KEY = 'dgrid-theme';

export type PageTheme = 'light' | 'dark';
/** `system` follows prefers-color-scheme; it is what an absent or unreadable value means. */
export type ThemePreference = PageTheme | 'system';

export function parseThemePreference(raw: string | null): ThemePreference {
  return raw === 'light' || raw === 'dark' ? raw : 'system';
}

export function readThemePreference(storage = defaultStorage()): ThemePreference {
  return parseThemePreference(readItem(THEME_KEY, storage));
}

/** Stores an explicit choice; `system` removes it. */
export function writeThemePreference(preference: ThemePreference, storage = defaultStorage()): void {
  if (preference === 'system') removeItem(THEME_KEY, storage);
  else writeItem(THEME_KEY, preference, storage);
}
