import type { QueryClient } from '@tanstack/react-query';
import type { AnyActorRef, InspectionEvent, Observer } from 'xstate';
import type { ApiClient } from '@/api/http/api-client';
import type { ApiError } from '@/api/http/api-error';
import { createNotices, type Notices } from '@/api/http/notices';
import type { FetchFunction } from '@/api/http/timed-fetch';
import { createLoginTokenStore } from '@/api/storage/login-token-store';
import { passPathAfterUnauthorized } from '@/config/pass-path';
import { SESSION_SYSTEM_ID, type SessionEvent } from '@/machines/session/session-types';
import { createAppApiClient } from './api-client-context';
import { createAppQueryClient } from './query-client';
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
  sessionLogic: SessionLogic;
  /**
   * The session actor started with `sessionLogic` (with systemId SESSION_SYSTEM_ID) lends its actor system to the
   * API client's reports until the returned function is called.
   */
  joinSessionSystem: (session: AnyActorRef) => () => void;
  queryClient: QueryClient;
  notices: Notices;
  wallet: WalletDemand;
  inspect: Observer<InspectionEvent> | undefined;
}

const browserPath = () =>
  typeof window === 'undefined' ? '' : `${location.pathname}${location.search}${location.hash}`;

/**
 * What every app route shares, wallet or not: the API client with its failure rules (docs/api-contract.md, section 3)
 * (a 401 → the session's api.unauthorized, a refreshed token → api.tokenRefreshed, both sent to the session by its
 * systemId: the session alone writes the token; 502 → the Server Error toast), the session statechart's effects,
 * the query cache and the wallet chunk's demand. One per page; framework-free.
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
  const loginToken = createLoginTokenStore();
  let sessionSystem: AnyActorRef['system'] | null = null;
  const toSession = (event: SessionEvent) => sessionSystem?.get(SESSION_SYSTEM_ID)?.send(event);
  const api = createAppApiClient({
    loginToken,
    onUnauthorized: () => toSession({ type: 'api.unauthorized' }),
    onSessionExpired: () => toSession({ type: 'api.tokenExpired' }),
    onTokenRefreshed: (refresh) => toSession({ type: 'api.tokenRefreshed', ...refresh }),
    notify: notices.notify,
    ...(fetch ? { fetch } : {}),
    ...(log ? { log } : {}),
  });
  return {
    api,
    sessionLogic: createSessionLogic({
      api,
      loginToken,
      redirectToPass: () => navigate(passPath(currentPath())),
    }),
    joinSessionSystem: (session) => {
      const { system } = session;
      sessionSystem = system;
      return () => {
        if (sessionSystem === system) sessionSystem = null;
      };
    },
    queryClient: createAppQueryClient(),
    notices,
    wallet: createWalletDemand(loadWallet),
    inspect,
  };
}
