import { fromCallback, fromPromise } from 'xstate';
import type { ApiClient } from '@/api/http/api-client';
import { apiErrorCodeOf, isApiError } from '@/api/http/api-error';
import { logout } from '@/api/http/auth/logout';
import { getMe } from '@/api/http/me/get-me';
import type { LoginTokenStore } from '@/api/storage/login-token-store';
import {
  type FetchProfileError,
  type FetchProfileInput,
  type FetchProfileOutput,
  type ReadLoginTokenOutput,
  sessionMachine,
} from '@/machines/session/session.machine';

export interface SessionEffects {
  api: ApiClient;
  loginToken: LoginTokenStore;
  /** Sends the browser to /dgridpass (docs/api-contract.md, section 3). */
  redirectToPass: () => void;
}

/** What the session machine reads of a failed GET /me: the HTTP status (to tell a 401) and the code the views explain. */
function toProfileError(error: unknown): FetchProfileError {
  const code = apiErrorCodeOf(error);
  return isApiError(error) && error.status > 0 ? { status: error.status, code } : { code };
}

/** Sign-outs the user or the wallet asked for: the server is told. After a 401 the session is already gone. */
const SIGN_OUTS = new Set(['user.logout', 'wallet.disconnected', 'wallet.accountChanged']);

/**
 * The session statechart with its real effects: loginToken in localStorage (written only here), GET /me, the /dgridpass redirect,
 * and on sign-out POST /auth/logout so the token is revoked on the server. The local sign-out never waits for
 * that call and holds when it fails (offline, server down): the token is removed first.
 */
export function createSessionLogic({ api, loginToken, redirectToPass }: SessionEffects) {
  return sessionMachine.provide({
    actors: {
      readLoginToken: fromPromise<ReadLoginTokenOutput>(async () => loginToken.readStored()),
      fetchProfile: fromPromise<FetchProfileOutput, FetchProfileInput>(async ({ signal }) => {
        try {
          // The client sends the stored token; input.token is the same one, kept in the machine's context.
          return await getMe(api, { signal });
        } catch (error) {
          throw toProfileError(error);
        }
      }),
      watchLoginToken: fromCallback(({ sendBack }) =>
        loginToken.watch((stored) =>
          sendBack({
            type: 'storage.loginTokenChanged',
            token: stored?.token ?? null,
            clockOffsetMs: stored?.clockOffsetMs ?? null,
          }),
        ),
      ),
    },
    actions: {
      storeLoginToken: ({ context }) => {
        if (context.token !== null) loginToken.write(context.token, context.clockOffsetMs);
      },
      removeLoginToken: ({ event }) => {
        const token = loginToken.read();
        loginToken.remove();
        if (token && SIGN_OUTS.has(event.type)) logout(api, { token }).catch(() => undefined);
      },
      redirectToPass: () => redirectToPass(),
    },
  });
}

export type SessionLogic = ReturnType<typeof createSessionLogic>;
