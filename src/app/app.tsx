import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { LandingPage } from '@/ui/landing/landing-page';

export interface AppProps {
  i18n: I18n;
  url: string;
}

/** Composition root: the only place that knows every feature. */
export function App({ i18n }: AppProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <LandingPage />
    </I18nextProvider>
  );
}
