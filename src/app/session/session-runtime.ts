import { createActor, type InspectionEvent, type Observer } from 'xstate';
import type { ApiNotification } from '@/api/http/api-client';
import type { ApiError } from '@/api/http/api-error';
import type { FetchFunction } from '@/api/http/timed-fetch';
import { paths } from '@/config/paths';
import { createAppApiClient } from './app-api-client';
import { createLoginTokenStore } from './login-token-store';
import { createSessionLogic } from './session-logic';

export interface SessionRuntimeOptions {
  /** Client-side navigation (wouter's navigate in the app). */
  navigate: (path: string) => void;
  /** The API's notifications (502 → 'server_error'), shown as toasts. */
  notify: (notification: ApiNotification) => void;
  fetch?: FetchFunction;
  log?: (error: ApiError) => void;
  inspect?: Observer<InspectionEvent> | undefined;
}

/**
 * The app side that needs no wallet: the API client and the session actor, bound together (a 401 on a signed-in
 * call becomes the session's api.unauthorized: token gone, browser to /dgridpass). Not started: the caller starts
 * the session once it is subscribed to it.
 */
export function createSessionRuntime({ navigate, notify, fetch, log, inspect }: SessionRuntimeOptions) {
  const loginToken = createLoginTokenStore();
  const unauthorized = { send: (): void => undefined };
  const api = createAppApiClient({
    loginToken,
    onUnauthorized: () => unauthorized.send(),
    notify,
    ...(fetch ? { fetch } : {}),
    ...(log ? { log } : {}),
  });
  const session = createActor(
    createSessionLogic({ api, loginToken, redirectToPass: () => navigate(paths.pass) }),
    { inspect },
  );
  unauthorized.send = () => session.send({ type: 'api.unauthorized' });
  return { api, session, loginToken };
}

export type SessionRuntime = ReturnType<typeof createSessionRuntime>;
