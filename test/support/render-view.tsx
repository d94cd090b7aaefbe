import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type RenderResult, render } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { SnackbarProvider } from 'notistack';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { ApiClient } from '@/api/http/api-client';
import { ApiClientProvider } from '@/app/api-client-context';
import { I18nextPageText } from '@/app/i18next-page-text';
import { createI18n } from '@/i18n/i18n';
import type { AppLanguage } from '@/i18n/languages';
import { type ViewportEvent, viewportMachine } from '@/machines/viewport/viewport.machine';
import { ViewportActor } from '@/ui/actors/viewport-context';
import { controllableCallback } from './controllable';

export interface RenderViewOptions {
  language?: AppLanguage;
  /**
   * The width the viewport watcher reports at once (1440 unless given for a view, 390 renders the stacked
   * layouts), or null for a viewport not measured yet (the default for a wallet scene, whose connect flow gets
   * the width as input). Either way `measure(width)` reports a new one.
   */
  width?: number | null;
  /** Renders a route container: a fresh QueryClient (no retries, so an error shows at once), toasts and this API. */
  api?: ApiClient;
}

/**
 * A wallet setup (test/views/support): its element inside the providers of its own actors, the wallet strings it
 * speaks (the wallet dialogs have their own i18n instance) and the handles a test drives it with.
 */
export interface Scene<THandles> {
  element: ReactElement;
  i18n: I18n;
  handles: THandles;
}

export type RenderedView = Omit<RenderResult, 'rerender'> & {
  i18n: I18n;
  queryClient: QueryClient;
  /** What the browser watcher reports: the window's width, settled at once. */
  measure: (width: number) => Promise<void>;
  rerender: (next: ReactElement) => void;
};

const isScene = (ui: ReactElement | Scene<object>): ui is Scene<object> => 'handles' in ui && 'i18n' in ui;

async function appI18n(language: AppLanguage) {
  const i18n = createI18n(language);
  await i18n.loadNamespaces(['common', 'app']);
  await i18n.loadLanguages(language);
  return i18n;
}

/**
 * Renders a view inside the providers the app shell gives it: i18n with the lazily loaded `app` namespace already
 * in (so nothing suspends) and as the page text of the header controls, the viewport actor fed by a stub watcher, and for a route the query client, toasts
 * and API client. Given a wallet scene, it renders the scene's element with the scene's strings and returns the
 * scene's handles with the view.
 */
export function renderView(ui: ReactElement, options?: RenderViewOptions): Promise<RenderedView>;
export function renderView<THandles extends object>(
  scene: Scene<THandles>,
  options?: RenderViewOptions,
): Promise<RenderedView & THandles>;
export async function renderView(ui: ReactElement | Scene<object>, options: RenderViewOptions = {}) {
  const scene = isScene(ui) ? ui : undefined;
  const element = isScene(ui) ? ui.element : ui;
  const { language = 'en', api } = options;
  const width = options.width !== undefined ? options.width : scene ? null : 1440;
  const i18n = scene ? scene.i18n : await appI18n(language);
  const watcher = controllableCallback<ViewportEvent>();
  const logic = viewportMachine.provide({ actors: { watchViewport: watcher.logic } });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const route = (node: ReactElement) =>
    api ? (
      <QueryClientProvider client={queryClient}>
        <SnackbarProvider maxSnack={3} autoHideDuration={2000}>
          <ApiClientProvider client={api}>{node}</ApiClientProvider>
        </SnackbarProvider>
      </QueryClientProvider>
    ) : (
      node
    );
  // Header controls (language, theme) read the page text; the app gives them its i18next instance.
  const pageText = (node: ReactElement) => (scene ? node : <I18nextPageText>{node}</I18nextPageText>);
  const wrap = (node: ReactElement) => (
    <I18nextProvider i18n={i18n}>
      {pageText(<ViewportActor.Provider logic={logic}>{route(node)}</ViewportActor.Provider>)}
    </I18nextProvider>
  );
  const result = render(wrap(element));
  const measure = async (next: number) => {
    await act(() => watcher.emit({ type: 'viewport.measured', width: next }));
  };
  if (width !== null) await measure(width);
  const view: RenderedView = {
    ...result,
    i18n,
    queryClient,
    measure,
    rerender: (next: ReactElement) => result.rerender(wrap(next)),
  };
  return { ...scene?.handles, ...view };
}
