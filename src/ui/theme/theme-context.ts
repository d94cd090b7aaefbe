import { createContext, use, useSyncExternalStore } from 'react';
import type { PageTheme } from '@/theme/theme-preference';
import type { ThemeControl } from '@/theme/theme-store';

export type { PageTheme, ThemeControl };

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
