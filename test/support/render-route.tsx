import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import type { ReactElement } from 'react';
import type { ApiClient } from '@/api/http/api-client';
import { ApiClientProvider } from '@/app/api-client-context';
import { type RenderAppScreenOptions, renderAppScreen } from './render-app-screen';

/**
 * Renders a route container with what the app shell gives it: a fresh QueryClient (no retries, so an error
 * shows at once), toasts, the API client, i18n and the viewport.
 */
export async function renderRoute(ui: ReactElement, client: ApiClient, options: RenderAppScreenOptions = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = await renderAppScreen(
    <QueryClientProvider client={queryClient}>
      <SnackbarProvider maxSnack={3} autoHideDuration={2000}>
        <ApiClientProvider client={client}>{ui}</ApiClientProvider>
      </SnackbarProvider>
    </QueryClientProvider>,
    options,
  );
  return { ...result, queryClient };
}
