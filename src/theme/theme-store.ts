import {
  type PageTheme,
  readThemePreference,
  type ThemePreference,
  writeThemePreference,
} from '@/theme/theme-preference';

/** The page theme as views use it (through ui/theme/theme-context.ts). */
export interface ThemeControl {
  subscribe(listener: () => void): () => void;
  /** The theme the page shows now: the stored choice, or the system's. */
  getTheme(): PageTheme;
  /** Shows the other theme and remembers it. */
  toggle(): void;
}

export interface ThemeStoreDeps {
  /** The <html> element: its data-theme holds an explicit choice (CSS follows the system without one). */
  root: HTMLElement;
  /** `(prefers-color-scheme: dark)`, whose changes the page follows while no choice is stored. */
  systemDark: Pick<MediaQueryList, 'matches' | 'addEventListener' | 'removeEventListener'>;
  read?: () => ThemePreference;
  write?: (preference: ThemePreference) => void;
}

/**
 * The page theme: the stored choice, else the system's. Toggling picks the other theme; a choice equal to the
 * system's is not stored, so toggling twice returns to following the system. Applies it to <html data-theme>.
 */
export function createThemeStore({
  root,
  systemDark,
  read = readThemePreference,
  write = writeThemePreference,
}: ThemeStoreDeps): ThemeControl {
  let preference = read();
  const listeners = new Set<() => void>();
  const systemTheme = (): PageTheme => (systemDark.matches ? 'dark' : 'light');
  const current = (): PageTheme => (preference === 'system' ? systemTheme() : preference);
  const apply = () => {
    if (preference === 'system') delete root.dataset.theme;
    else root.dataset.theme = preference;
  };
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const onSystemChange = () => {
    if (preference === 'system') notify();
  };
  apply();
  return {
    subscribe(listener) {
      if (listeners.size === 0) systemDark.addEventListener('change', onSystemChange);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) systemDark.removeEventListener('change', onSystemChange);
      };
    },
    getTheme: current,
    toggle() {
      const next: PageTheme = current() === 'dark' ? 'light' : 'dark';
      preference = next === systemTheme() ? 'system' : next;
      write(preference);
      apply();
      notify();
    },
  };
}

/** The browser's theme store for this page. */
export function browserThemeStore(): ThemeControl {
  return createThemeStore({
    root: document.documentElement,
    systemDark: window.matchMedia('(prefers-color-scheme: dark)'),
  });
}
