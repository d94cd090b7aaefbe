import type { QueryClient } from '@tanstack/react-query';
import type { InspectionEvent, Observer } from 'xstate';
import type { ApiClient } from '@/api/http/api-client';
import type { ApiError } from '@/api/http/api-error';
import type { FetchFunction } from '@/api/http/timed-fetch';
import { createAppApiClient } from './api-client-context';
import { createNotices, type Notices } from './notices';
import { createAppQueryClient } from './query-client';
import { passPathAfterUnauthorized } from './routes/pass-path';
import { createApiAuthFailures } from './session/api-auth-failures';
import type { LoginTokenStore } from './session/login-token-store';
import { createLoginTokenStore } from './session/login-token-store';
import { createSessionLogic, type SessionLogic } from './session/session-logic';
import { createWalletDemand, type WalletDemand } from './wallet-demand';

export interface AppServicesOptions {
  /** Client-side navigation (wouter's navigate in the app). */
  navigate: (path: string) => void;
  /** Where a 401 sends the browser from the given page (/dgridpass, with a hint and the way back). */
  passPath?: (from: string) => string;
  /** The page the browser is on (path, search and hash), for the way back after signing in again. */
  currentPath?: () => string;
  /** Downloads the wallet chunk (a prefetch: nothing mounts). */
  loadWallet: () => Promise<unknown>;
  fetch?: FetchFunction;
  log?: (error: ApiError) => void;
  inspect?: Observer<InspectionEvent> | undefined;
}

export interface AppServices {
  api: ApiClient;
  loginToken: LoginTokenStore;
  sessionLogic: SessionLogic;
  queryClient: QueryClient;
  notices: Notices;
  wallet: WalletDemand;
  inspect: Observer<InspectionEvent> | undefined;
}

const browserPath = () =>
  typeof window === 'undefined' ? '' : `${location.pathname}${location.search}${location.hash}`;

/**
 * What every app route shares, wallet or not: the API client with its failure rules (docs/api-contract.md, section 3) (401 → the session's
 * api.unauthorized, 502 → the Server Error toast), the session statechart's effects, the query cache and the
 * wallet chunk's demand. One per page; framework-free.
 */
export function createAppServices({
  navigate,
  passPath = passPathAfterUnauthorized,
  currentPath = browserPath,
  loadWallet,
  fetch,
  log,
  inspect,
}: AppServicesOptions): AppServices {
  const notices = createNotices();
  const apiAuth = createApiAuthFailures();
  const loginToken = createLoginTokenStore();
  const api = createAppApiClient({
    loginToken,
    onUnauthorized: () => apiAuth.report('api.unauthorized'),
    onSessionExpired: () => apiAuth.report('api.tokenExpired'),
    notify: notices.notify,
    ...(fetch ? { fetch } : {}),
    ...(log ? { log } : {}),
  });
  return {
    api,
    loginToken,
    sessionLogic: createSessionLogic({
      api,
      loginToken,
      redirectToPass: () => navigate(passPath(currentPath())),
      apiAuth,
    }),
    queryClient: createAppQueryClient(),
    notices,
    wallet: createWalletDemand(loadWallet),
    inspect,
  };
}
