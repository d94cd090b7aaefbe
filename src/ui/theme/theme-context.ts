import { createContext, use, useSyncExternalStore } from 'react';

export type PageTheme = 'light' | 'dark';

/** The page theme as the views see it; the composition root supplies the real one (src/app/theme-store.ts). */
export interface ThemeControl {
  subscribe(listener: () => void): () => void;
  /** The theme the page shows now: the stored choice, or the system's. */
  getTheme(): PageTheme;
  /** Shows the other theme and remembers it. */
  toggle(): void;
}

export const ThemeContext = createContext<ThemeControl | null>(null);

const noSubscription = () => () => undefined;
const unknownTheme = () => null;

/**
 * The page theme, or null where it is not known: in the prerender, during hydration (the prerendered markup is
 * theme-neutral; CSS shows the right theme), and without a provider.
 */
export function usePageTheme(): { theme: PageTheme | null; toggle: (() => void) | null } {
  const control = use(ThemeContext);
  const theme = useSyncExternalStore(
    control?.subscribe ?? noSubscription,
    control ? control.getTheme : unknownTheme,
    unknownTheme,
  );
  return { theme, toggle: control?.toggle ?? null };
}
