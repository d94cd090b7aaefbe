import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@/i18n/i18n';
import type { AppLanguage } from '@/i18n/languages';
import { type ViewportEvent, viewportMachine } from '@/machines/viewport.machine';
import { ViewportActor } from '@/ui/actors/viewport-context';
import { controllableCallback } from './controllable';

interface Options {
  language?: AppLanguage;
}

/**
 * Renders a view inside the providers the app gives it: i18n and the viewport actor, whose watcher is a stub
 * the test drives with `measure(width)` (what the browser watcher sends when it starts).
 */
export async function renderWithViewport(ui: ReactElement, { language = 'en' }: Options = {}) {
  const i18n = createI18n(language);
  await i18n.loadLanguages(language);
  const watcher = controllableCallback<ViewportEvent>();
  const logic = viewportMachine.provide({ actors: { watchViewport: watcher.logic } });
  const result = render(
    <I18nextProvider i18n={i18n}>
      <ViewportActor.Provider logic={logic}>{ui}</ViewportActor.Provider>
    </I18nextProvider>,
  );
  const measure = (width: number) => act(() => watcher.emit({ type: 'viewport.measured', width }));
  return { ...result, i18n, measure };
}
