import { assign, type EventObject, fromCallback, type NonReducibleUnknown, setup } from 'xstate';
import { providedByRoot } from '../shared/provided-by-root';
import {
  isOtherAccount,
  isSameSession,
  isStoredTokenExpired,
  msUntilExpiry,
  NO_SESSION,
  receivedToken,
  tokenFacts,
} from './session-tokens';
import {
  type FetchProfileInput,
  type FetchProfileOutput,
  isUnauthorizedError,
  profileErrorCode,
  type ReadLoginTokenOutput,
  type SessionContext,
  type SessionEvent,
  type SessionProfile,
  type StoredLoginToken,
} from './session-types';

/**
 * Everything the session chart names (session.machine.ts): its actors, guards, actions and delays, kept apart so the
 * machine file reads as the chart.
 */
export const sessionSetup = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    tags: {} as 'signedIn' | 'loadingProfile' | 'expired',
  },
  actors: {
    /** Reads loginToken from browser storage; corrupt values count as absent. */
    readLoginToken: providedByRoot<ReadLoginTokenOutput, NonReducibleUnknown>('readLoginToken'),
    fetchProfile: providedByRoot<FetchProfileOutput, FetchProfileInput>('fetchProfile'),
    /** Other tabs' changes of loginToken as storage.loginTokenChanged (this tab writes only through this chart). */
    watchLoginToken: fromCallback<EventObject>(() => () => undefined),
  },
  guards: {
    hasStoredToken: (_, params: { stored: ReadLoginTokenOutput }) => params.stored !== null,
    /** By the server's clock: the offset stored with the token when it arrived (src/domain/server-clock.ts). */
    isStoredTokenExpired: (_, params: { stored: ReadLoginTokenOutput }) =>
      isStoredTokenExpired(params.stored, Date.now()),
    isUnauthorized: (_, params: { error: unknown }) => isUnauthorizedError(params.error),
    isOtherAccount,
    hasKnownExpiry: ({ context }) => context.expiresAt !== null,
    isTokenRemoved: (_, params: { token: string | null }) => params.token === null,
    isTokenPresent: (_, params: { token: string | null }) => params.token !== null,
    isCurrentToken: ({ context }, params: { token: string | null }) => params.token === context.token,
    isSameSession: ({ context }, params: { token: string | null }) => isSameSession(context, params.token),
    /** The refreshed token replaces the one held (the call was sent with it) and names the same session. */
    isRefreshOfHeldToken: ({ context }, params: { sent: string; token: string }) =>
      params.sent === context.token && isSameSession(context, params.token),
  },
  actions: {
    assignToken: assign((_, params: StoredLoginToken) => ({
      ...tokenFacts(params),
      profile: null,
      profileError: null,
    })),
    /** The sign-in's token, just received: its `iat` gives the server-minus-local clock offset now. */
    assignReceivedToken: assign((_, params: { token: string }) => ({
      ...tokenFacts(receivedToken(params.token, Date.now())),
      profile: null,
      profileError: null,
    })),
    assignRefreshedToken: assign((_, params: StoredLoginToken) => tokenFacts(params)),
    mergeProfile: assign(({ context }, params: { profile: SessionProfile }) => ({
      profile: { ...context.profile, ...params.profile },
      profileError: null,
    })),
    assignProfileError: assign({
      profileError: (_, params: { error: unknown }) => profileErrorCode(params.error),
    }),
    clearSession: assign({ ...NO_SESSION }),
    /** Writes the context's token and clock offset under loginToken; provided by the composition root. */
    storeLoginToken: () => undefined,
    /** Removes loginToken; provided by the composition root. */
    removeLoginToken: () => undefined,
    /** Sends the browser to /dgridpass (docs/api-contract.md, section 3); provided by the composition root. */
    redirectToPass: () => undefined,
  },
  delays: {
    /** Until the token expires by the server's clock; a refreshed token (a new expiry) restarts it. */
    tokenLifetime: ({ context }) => msUntilExpiry(context, Date.now()),
  },
});
