/** The part of Web Storage used here; tests pass their own. */
export type ThemeStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** localStorage, or null where touching it throws (storage disabled, sandboxed frames) or there is none. */
function defaultStorage(): ThemeStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * The visitor's theme choice. index.html's inline script reads the same key before the first paint, so a
 * rename must change both.
 */
export const THEME_KEY = 'dgrid-theme';

export type PageTheme = 'light' | 'dark';
/** `system` follows prefers-color-scheme; it is what an absent or unreadable value means. */
export type ThemePreference = PageTheme | 'system';

function parseThemePreference(raw: string | null): ThemePreference {
  return raw === 'light' || raw === 'dark' ? raw : 'system';
}

/** Never throws: an unreadable storage means following the system. */
export function readThemePreference(storage = defaultStorage()): ThemePreference {
  try {
    return parseThemePreference(storage?.getItem(THEME_KEY) ?? null);
  } catch {
    return 'system';
  }
}

/** Stores an explicit choice; `system` removes it. Never throws: a lost write only lasts for this page. */
export function writeThemePreference(preference: ThemePreference, storage = defaultStorage()): void {
  try {
    if (preference === 'system') storage?.removeItem(THEME_KEY);
    else storage?.setItem(THEME_KEY, preference);
  } catch {
    // The page keeps the choice; the next visit follows the system.
  }
}
