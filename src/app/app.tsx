import type { i18n as I18n } from 'i18next';
import { lazy, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Route, Router, Switch } from 'wouter';
import type { InspectionEvent, Observer } from 'xstate';
import { paths } from '@/config/paths';
import { LandingPage } from '@/ui/landing/landing-page';
import { ThemeContext, type ThemeControl } from '@/ui/theme/theme-context';

export interface AppProps {
  i18n: I18n;
  url: string;
  /** The page theme (the browser's store); absent in the prerender, whose markup is theme-neutral. */
  theme?: ThemeControl | undefined;
  /** The Stately inspector (dev builds with ?inspect), given to every root actor. */
  inspect?: Observer<InspectionEvent> | undefined;
}

/** Every route but "/" renders in the browser only, from its own chunk: the landing page never pays for it. */
const AppArea = lazy(() => import('./app-area'));

/** Composition root: the only place that knows every feature. "/" is prerendered and hydrated; the rest is the app. */
export function App({ i18n, url, theme, inspect }: AppProps) {
  return (
    <ThemeContext value={theme ?? null}>
      <I18nextProvider i18n={i18n}>
        <Router ssrPath={url}>
          <Switch>
            <Route path={paths.home}>
              <LandingPage />
            </Route>
            <Route>
              <Suspense fallback={null}>
                <AppArea inspect={inspect} />
              </Suspense>
            </Route>
          </Switch>
        </Router>
      </I18nextProvider>
    </ThemeContext>
  );
}
