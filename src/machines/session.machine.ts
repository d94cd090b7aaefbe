import { assign, fromPromise, setup } from 'xstate';

/** GET /api/v1/me (docs/api-contract.md); amounts are decimal strings of base units. */
export interface SessionProfile {
  address: string;
  inviteCode: string;
  inviter: string | null;
  createdAt: string;
  pass: { holder: boolean; since: string | null };
  balance: { claimed: string; commission: string };
}

/** The token kept under loginToken, or null when there is none (or it was unreadable). */
export type ReadLoginTokenOutput = string | null;

export interface FetchProfileInput {
  token: string;
}

export type FetchProfileOutput = SessionProfile;

/** How fetchProfile fails; status 401 means the token is no longer accepted. */
export interface FetchProfileError {
  status?: number;
}

export interface SessionContext {
  token: string | null;
  profile: SessionProfile | null;
}

export type SessionEvent =
  | { type: 'auth.signedIn'; token: string }
  | { type: 'api.unauthorized' }
  | { type: 'user.logout' }
  | { type: 'user.retryProfile' }
  | { type: 'user.refreshProfile' }
  | { type: 'wallet.disconnected' }
  | { type: 'wallet.accountChanged'; address: string | null; chainId: number | null };

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    tags: {} as 'signedIn' | 'loadingProfile',
  },
  actors: {
    /** Reads loginToken from browser storage; corrupt values count as absent. */
    readLoginToken: fromPromise<ReadLoginTokenOutput>(async () => {
      throw new Error('readLoginToken is provided by the composition root');
    }),
    fetchProfile: fromPromise<FetchProfileOutput, FetchProfileInput>(async () => {
      throw new Error('fetchProfile is provided by the composition root');
    }),
  },
  guards: {
    hasStoredToken: (_, params: { token: ReadLoginTokenOutput }) => params.token !== null,
    isUnauthorized: (_, params: { error: unknown }) =>
      typeof params.error === 'object' &&
      params.error !== null &&
      (params.error as FetchProfileError).status === 401,
    isOtherAccount: ({ context, event }) =>
      event.type === 'wallet.accountChanged' &&
      event.address !== null &&
      context.profile !== null &&
      event.address.toLowerCase() !== context.profile.address.toLowerCase(),
  },
  actions: {
    assignToken: assign((_, params: { token: string }) => ({ token: params.token, profile: null })),
    mergeProfile: assign(({ context }, params: { profile: SessionProfile }) => ({
      profile: { ...context.profile, ...params.profile },
    })),
    clearSession: assign({ token: null, profile: null }),
    /** Writes { token } under loginToken; provided by the composition root. */
    storeLoginToken: (_, _params: { token: string }) => undefined,
    /** Removes loginToken; provided by the composition root. */
    removeLoginToken: () => undefined,
    /** Sends the browser to /dgridpass (docs/api-contract.md, section 3); provided by the composition root. */
    redirectToPass: () => undefined,
  },
}).createMachine({
  id: 'session',
  description:
    'Owns the signed-in session: the loginToken in browser storage, the profile fetched and merged while signed in, logout, and the 401 rule (drop the token, go to /dgridpass).',
  context: { token: null, profile: null },
  on: {
    'api.unauthorized': {
      target: '.signedOut',
      actions: ['removeLoginToken', 'clearSession', 'redirectToPass'],
    },
  },
  initial: 'restoring',
  states: {
    restoring: {
      description: 'Reading loginToken: signed in means a token is stored.',
      invoke: {
        id: 'readLoginToken',
        src: 'readLoginToken',
        onDone: [
          {
            guard: { type: 'hasStoredToken', params: ({ event }) => ({ token: event.output }) },
            target: 'signedIn',
            actions: { type: 'assignToken', params: ({ event }) => ({ token: event.output ?? '' }) },
          },
          { target: 'signedOut' },
        ],
        onError: { target: 'signedOut' },
      },
    },
    signedOut: {
      on: {
        'auth.signedIn': {
          target: 'signedIn',
          actions: [
            { type: 'assignToken', params: ({ event }) => ({ token: event.token }) },
            { type: 'storeLoginToken', params: ({ event }) => ({ token: event.token }) },
          ],
        },
      },
    },
    signedIn: {
      tags: ['signedIn'],
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
          actions: [
            { type: 'assignToken', params: ({ event }) => ({ token: event.token }) },
            { type: 'storeLoginToken', params: ({ event }) => ({ token: event.token }) },
          ],
        },
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
              { target: 'profileFailed' },
            ],
          },
        },
        ready: { on: { 'user.refreshProfile': { target: 'loadingProfile' } } },
        profileFailed: { on: { 'user.retryProfile': { target: 'loadingProfile' } } },
      },
    },
  },
});
