import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { viewportMachine } from '@/machines/viewport.machine';
import { ViewportActor } from '@/ui/actors/viewport-context';
import { LandingPage } from '@/ui/landing/landing-page';
import { watchViewport } from './viewport-watcher';

export interface AppProps {
  i18n: I18n;
  url: string;
}

/** The viewport machine with the browser's own watcher; it only touches window once the actor starts. */
const viewportLogic = viewportMachine.provide({ actors: { watchViewport } });

/** Composition root: the only place that knows every feature. */
export function App({ i18n }: AppProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <ViewportActor.Provider logic={viewportLogic}>
        <LandingPage />
      </ViewportActor.Provider>
    </I18nextProvider>
  );
}
