import { createContext, type ReactNode, useContext } from 'react';
import {
  type ApiClient,
  type ApiNotification,
  createApiClient,
  type RefreshedToken,
} from '@/api/http/api-client';
import type { ApiError } from '@/api/http/api-error';
import type { FetchFunction } from '@/api/http/timed-fetch';
import type { LoginTokenStore } from '@/api/storage/login-token-store';
import { site } from '@/config/site';

interface AppApiHandlers {
  /** A 401 on a signed-in call: the session removes the token, logs out and goes to /dgridpass. */
  onUnauthorized: () => void;
  /** A signed-in call returned a refreshed token: the session stores it if it still holds the one sent. */
  onTokenRefreshed: (refresh: RefreshedToken) => void;
  /** A signed-in call held back because the token has expired: the session asks to sign in again. */
  onSessionExpired: () => void;
  /** A 502: the 'Server Error' toast. */
  notify: (notification: ApiNotification) => void;
}

export interface AppApiClientOptions extends AppApiHandlers {
  /** The one loginToken store, read for the bearer token (the session's effects write it). */
  loginToken: Pick<LoginTokenStore, 'read' | 'clockOffsetMs'>;
  fetch?: FetchFunction;
  log?: (error: ApiError) => void;
}

/** The one API client of the app: same origin by default, the stored token on signed-in calls. */
export function createAppApiClient({ fetch, log, ...options }: AppApiClientOptions): ApiClient {
  return createApiClient({
    apiHost: site.apiHost,
    ...options,
    ...(fetch ? { fetch } : {}),
    ...(log ? { log } : {}),
  });
}

const ApiClientContext = createContext<ApiClient | null>(null);

export function ApiClientProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

/** For route containers in src/app: screens in src/ui receive data as props, never the client. */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient must be used inside ApiClientProvider');
  return client;
}
