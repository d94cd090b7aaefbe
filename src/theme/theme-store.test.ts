import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { THEME_KEY } from '@/theme/theme-preference';
import { createThemeStore } from './theme-store';

/** A prefers-color-scheme: dark query the test flips, as the OS would. */
function fakeSystem(dark: boolean) {
  const listeners = new Set<() => void>();
  return {
    get matches() {
      return dark;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    set(nextDark: boolean) {
      dark = nextDark;
      for (const listener of listeners) listener();
    },
    listeners,
  };
}

function storeWith(stored: string | null, systemIsDark: boolean) {
  localStorage.clear();
  if (stored !== null) localStorage.setItem(THEME_KEY, stored);
  const system = fakeSystem(systemIsDark);
  const root = document.createElement('html');
  // The fake has only what the store reads of a MediaQueryList (matches and change listeners).
  const store = createThemeStore({ root, systemDark: system as unknown as MediaQueryList });
  return { store, system, root };
}

afterEach(() => localStorage.clear());

describe('page theme', () => {
  it.each([
    [null, false, 'light'],
    [null, true, 'dark'],
    ['light', true, 'light'],
    ['dark', false, 'dark'],
    ['purple', true, 'dark'],
    ['', false, 'light'],
  ])('stored %j with a dark system %s shows the %s theme', (stored, systemIsDark, shown) => {
    expect(storeWith(stored, systemIsDark).store.getTheme()).toBe(shown);
  });

  it('writes an explicit choice to <html data-theme> and leaves it off while following the system', () => {
    expect(storeWith('light', true).root.dataset.theme).toBe('light');
    expect(storeWith('dark', false).root.dataset.theme).toBe('dark');
    expect(storeWith(null, true).root.dataset.theme).toBeUndefined();
    expect(storeWith('nonsense', true).root.dataset.theme).toBeUndefined();
  });

  it('toggling shows the other theme, stores it and applies it', () => {
    const { store, root } = storeWith(null, true);
    store.toggle();
    expect(store.getTheme()).toBe('light');
    expect(localStorage.getItem(THEME_KEY)).toBe('light');
    expect(root.dataset.theme).toBe('light');
  });

  it('toggling back to the system theme forgets the choice: the page follows the system again', () => {
    const { store, system, root } = storeWith(null, true);
    const seen: string[] = [];
    store.subscribe(() => seen.push(store.getTheme()));
    store.toggle();
    store.toggle();
    expect(localStorage.getItem(THEME_KEY)).toBeNull();
    expect(root.dataset.theme).toBeUndefined();
    system.set(false);
    expect(store.getTheme()).toBe('light');
    expect(seen).toEqual(['light', 'dark', 'light']);
  });

  it('an explicit choice ignores the system changing', () => {
    const { store, system } = storeWith('dark', true);
    const seen: string[] = [];
    store.subscribe(() => seen.push(store.getTheme()));
    system.set(false);
    expect(store.getTheme()).toBe('dark');
    expect(seen).toEqual([]);
  });

  it('stops listening to the system when the last subscriber leaves', () => {
    const { store, system } = storeWith(null, false);
    const stop = store.subscribe(() => undefined);
    expect(system.listeners.size).toBe(1);
    stop();
    expect(system.listeners.size).toBe(0);
  });
});

describe("index.html's inline script (runs before the first paint)", () => {
  const html = readFileSync('index.html', 'utf8');
  const script = /<script>([^<]+)<\/script>/.exec(html)?.[1] ?? '';

  function run(stored: string | null, storageThrows = false) {
    const root = document.createElement('html');
    const storage = {
      getItem: (key: string) => {
        if (storageThrows) throw new Error('SecurityError');
        return key === THEME_KEY ? stored : null;
      },
    };
    new Function('localStorage', 'document', script)(storage, { documentElement: root });
    return root.dataset.theme;
  }

  it('sits in <head> before any stylesheet or module script, and stays tiny', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.indexOf('<script>')).toBeGreaterThan(0);
    expect(head.indexOf('<script>')).toBeLessThan(head.indexOf('<link'));
    expect(script.length).toBeLessThan(200);
  });

  it.each([
    ['light', 'light'],
    ['dark', 'dark'],
    [null, undefined],
    ['system', undefined],
    ['<img>', undefined],
  ])('stored %j sets data-theme %j', (stored, theme) => {
    expect(run(stored)).toBe(theme);
  });

  it('does nothing, and throws nothing, when storage is blocked', () => {
    expect(run('dark', true)).toBeUndefined();
  });
});
