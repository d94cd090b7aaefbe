import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@/i18n/i18n';
import type { AppLanguage } from '@/i18n/languages';
import { type ViewportEvent, viewportMachine } from '@/machines/viewport.machine';
import { ViewportActor } from '@/ui/actors/viewport-context';
import { controllableCallback } from './controllable';

export interface RenderAppScreenOptions {
  language?: AppLanguage;
  /** Measured viewport width; 1440 unless given (390 renders the stacked layouts). */
  width?: number;
}

/**
 * Renders a token-app view the way the app shell does: i18n with the lazily loaded `app` namespace already
 * in (so nothing suspends) and the viewport actor measured at `width`.
 */
export async function renderAppScreen(
  ui: ReactElement,
  { language = 'en', width = 1440 }: RenderAppScreenOptions = {},
) {
  const i18n = createI18n(language);
  await i18n.loadNamespaces(['common', 'app']);
  await i18n.loadLanguages(language);
  const watcher = controllableCallback<ViewportEvent>();
  const logic = viewportMachine.provide({ actors: { watchViewport: watcher.logic } });
  const wrap = (node: ReactElement) => (
    <I18nextProvider i18n={i18n}>
      <ViewportActor.Provider logic={logic}>{node}</ViewportActor.Provider>
    </I18nextProvider>
  );
  const result = render(wrap(ui));
  act(() => watcher.emit({ type: 'viewport.measured', width }));
  return { ...result, i18n, rerender: (next: ReactElement) => result.rerender(wrap(next)) };
}
