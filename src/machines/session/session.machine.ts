import { assign, type EventObject, fromCallback, type NonReducibleUnknown, setup } from 'xstate';
import { providedByRoot } from '../shared/provided-by-root';
import {
  changedToken,
  isOtherAccount,
  isSameSession,
  isStoredTokenExpired,
  msUntilExpiry,
  NO_SESSION,
  receivedToken,
  storedOrNone,
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

export type * from './session-types';

export const sessionMachine = setup({
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
}).createMachine({
  id: 'session',
  description:
    'Owns the signed-in session: the loginToken in browser storage (its only writer; kept in step with other tabs, refreshed when the API client reports a refreshed token), the profile fetched and merged while signed in, the token lifetime (expired: sign in again in place), logout, and the 401 rule (drop the token, go to /dgridpass).',
  context: NO_SESSION,
  invoke: { id: 'watchLoginToken', src: 'watchLoginToken' },
  on: {
    'api.unauthorized': {
      target: '.signedOut',
      actions: ['removeLoginToken', 'clearSession', 'redirectToPass'],
    },
  },
  initial: 'restoring',
  states: {
    restoring: {
      description: 'Reading loginToken: a stored token signs in; one past its expiry asks to sign again.',
      invoke: {
        id: 'readLoginToken',
        src: 'readLoginToken',
        onDone: [
          {
            guard: { type: 'isStoredTokenExpired', params: ({ event }) => ({ stored: event.output }) },
            target: 'expired',
            actions: { type: 'assignToken', params: ({ event }) => storedOrNone(event.output) },
          },
          {
            guard: { type: 'hasStoredToken', params: ({ event }) => ({ stored: event.output }) },
            target: 'signedIn',
            actions: { type: 'assignToken', params: ({ event }) => storedOrNone(event.output) },
          },
          { target: 'signedOut' },
        ],
        onError: 'signedOut',
      },
    },
    signedOut: {
      on: {
        'auth.signedIn': {
          target: 'signedIn',
          actions: [{ type: 'assignReceivedToken', params: ({ event }) => event }, 'storeLoginToken'],
        },
        'storage.loginTokenChanged': {
          description: 'Signed in in another tab.',
          guard: { type: 'isTokenPresent', params: ({ event }) => event },
          target: 'signedIn',
          actions: { type: 'assignToken', params: ({ event }) => changedToken(event) },
        },
      },
    },
    signedIn: {
      tags: ['signedIn'],
      after: {
        tokenLifetime: {
          description:
            'The token ran out (nothing refreshed it): ask to sign in again before any call uses it.',
          guard: 'hasKnownExpiry',
          target: 'expired',
        },
      },
      on: {
        'user.logout': { target: 'signedOut', actions: ['removeLoginToken', 'clearSession'] },
        'wallet.disconnected': {
          target: 'signedOut',
          description: 'Automatic sign-out when the wallet disconnects.',
          actions: ['removeLoginToken', 'clearSession'],
        },
        'wallet.accountChanged': {
          guard: 'isOtherAccount',
          target: 'signedOut',
          description: 'The wallet switched to another account than the one signed in.',
          actions: ['removeLoginToken', 'clearSession'],
        },
        'auth.signedIn': {
          target: 'signedIn',
          reenter: true,
          actions: [{ type: 'assignReceivedToken', params: ({ event }) => event }, 'storeLoginToken'],
        },
        'api.tokenExpired': 'expired',
        'api.tokenRefreshed': {
          description:
            'A signed-in call returned a refreshed token of the held session: stored, the expiry timer restarts, the profile stays. One for a session that changed meanwhile (sign-out, another sign-in) is dropped.',
          guard: { type: 'isRefreshOfHeldToken', params: ({ event }) => event },
          target: '.resume',
          reenter: true,
          actions: [{ type: 'assignRefreshedToken', params: ({ event }) => event }, 'storeLoginToken'],
        },
        'storage.loginTokenChanged': [
          {
            description: 'Another tab wrote the token this one holds: not news.',
            guard: { type: 'isCurrentToken', params: ({ event }) => event },
          },
          {
            description: 'Signed out in another tab: signed out here too.',
            guard: { type: 'isTokenRemoved', params: ({ event }) => event },
            target: 'signedOut',
            actions: 'clearSession',
          },
          {
            description:
              "Another tab's refreshed token of the same session: the expiry timer restarts, the profile stays.",
            guard: { type: 'isSameSession', params: ({ event }) => event },
            target: '.resume',
            reenter: true,
            actions: { type: 'assignRefreshedToken', params: ({ event }) => changedToken(event) },
          },
          {
            description: 'Signed in again in another tab (maybe another account): that session, its profile.',
            target: 'signedIn',
            reenter: true,
            actions: { type: 'assignToken', params: ({ event }) => changedToken(event) },
          },
        ],
      },
      initial: 'loadingProfile',
      states: {
        loadingProfile: {
          tags: ['loadingProfile'],
          invoke: {
            id: 'fetchProfile',
            src: 'fetchProfile',
            input: ({ context }) => ({ token: context.token ?? '' }),
            onDone: {
              target: 'ready',
              actions: { type: 'mergeProfile', params: ({ event }) => ({ profile: event.output }) },
            },
            onError: [
              {
                guard: { type: 'isUnauthorized', params: ({ event }) => ({ error: event.error }) },
                target: '#session.signedOut',
                actions: ['removeLoginToken', 'clearSession', 'redirectToPass'],
              },
              {
                target: 'profileFailed',
                actions: { type: 'assignProfileError', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
          on: {
            'user.refreshProfile': {
              description:
                'The profile changed on the server while it was being fetched: the answer under way may predate the change, so ask again.',
              target: 'loadingProfile',
              reenter: true,
            },
          },
        },
        ready: { on: { 'user.refreshProfile': { target: 'loadingProfile' } } },
        profileFailed: {
          description:
            'The profile could not be fetched: the views show why (profileError) and offer to try again.',
          on: {
            'user.retryProfile': { target: 'loadingProfile' },
            'user.refreshProfile': { target: 'loadingProfile' },
          },
        },
        resume: { type: 'history', description: 'Where the profile stood when the token was refreshed.' },
      },
    },
    expired: {
      tags: ['expired'],
      description:
        'The token has expired; the wallet stays connected and the page stays as it was until the user signs in again (or signs out).',
      on: {
        'auth.signedIn': {
          target: 'signedIn',
          actions: [{ type: 'assignReceivedToken', params: ({ event }) => event }, 'storeLoginToken'],
        },
        'user.logout': { target: 'signedOut', actions: ['removeLoginToken', 'clearSession'] },
        'wallet.disconnected': { target: 'signedOut', actions: ['removeLoginToken', 'clearSession'] },
        'api.tokenRefreshed': {
          description:
            'A call sent just before the expiry returned a refreshed token of the held session: the server kept it alive, so it is stored and the session goes on.',
          guard: { type: 'isRefreshOfHeldToken', params: ({ event }) => event },
          target: 'signedIn',
          actions: [{ type: 'assignRefreshedToken', params: ({ event }) => event }, 'storeLoginToken'],
        },
        'wallet.accountChanged': {
          guard: 'isOtherAccount',
          target: 'signedOut',
          actions: ['removeLoginToken', 'clearSession'],
        },
        'storage.loginTokenChanged': [
          {
            description: 'Signed out in another tab.',
            guard: { type: 'isTokenRemoved', params: ({ event }) => event },
            target: 'signedOut',
            actions: 'clearSession',
          },
          { guard: { type: 'isCurrentToken', params: ({ event }) => event } },
          {
            description: 'Signed in again in another tab.',
            target: 'signedIn',
            actions: { type: 'assignToken', params: ({ event }) => changedToken(event) },
          },
        ],
      },
    },
  },
});
