import type { i18n as I18n } from 'i18next';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import type { InspectionEvent, Observer } from 'xstate';
import { ThemeContext, type ThemeControl } from '@/ui/theme/theme-context';
import { I18nextPageText } from './i18next-page-text';
import { lazyComponent } from './lazy-component';
// The app shell is drawn with the landing's design tokens, reset and primitives (container, buttons, visually
// hidden text); they load here, ahead of the app area's own styles, as they did when the landing shared this chunk.
import '@/ui/kit/theme.css';
import '@/ui/landing/landing.css';
import '@/ui/landing/buttons.css';

export interface AppProps {
  i18n: I18n;
  url: string;
  theme?: ThemeControl | undefined;
  /** The Stately inspector (dev builds with ?inspect), given to every root actor. */
  inspect?: Observer<InspectionEvent> | undefined;
}

/** The app's routes come in their own chunk. */
const appArea = lazyComponent(() => import('./app-area').then((module) => module.default));

/**
 * The app area and the page at `path`, fetched and run: boot waits for them so the first render has no fallback.
 * Never rejects: a chunk that failed to download here is fetched again when the page renders it.
 */
export function preloadAppPage(path: string): Promise<void> {
  return Promise.all([
    appArea.preload(),
    import('./app-pages').then((module) => module.preloadPage(path)),
  ]).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * Composition root of every route but "/" (the landing page has its own, src/app/landing-root.tsx, and links to
 * the app with full page loads).
 */
export function App({ i18n, url, theme, inspect }: AppProps) {
  return (
    <ThemeContext value={theme ?? null}>
      <I18nextProvider i18n={i18n}>
        <I18nextPageText>
          <Router ssrPath={url}>
            <Suspense fallback={null}>
              <appArea.Component inspect={inspect} />
            </Suspense>
          </Router>
        </I18nextPageText>
      </I18nextProvider>
    </ThemeContext>
  );
}
