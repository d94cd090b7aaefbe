import { defineMachineModel } from '@test/support/machine-model';
import { neverSettling } from '@test/support/replay-path';
import { sessionToken } from '@test/support/session-tokens';
import { createAppTestModel } from '@test/support/test-model';
import { fromCallback } from 'xstate';
import {
  type FetchProfileInput,
  type FetchProfileOutput,
  type ReadLoginTokenOutput,
  type SessionContext,
  type SessionProfile,
  sessionMachine,
} from '@/machines/session/session.machine';

export const PROFILE: SessionProfile = {
  address: '0xad7fFe8769843B4C6126C81D06555cE501ed85Df',
  inviteCode: 'K7Q2ZP',
  inviter: null,
  createdAt: '2025-06-01T08:00:00.000Z',
  pass: { holder: true, since: '2025-06-02T09:30:00.000Z' },
  balance: { claimed: '1500000000000000000000', commission: '0' },
};

// Far from today either way, so the traversal and the replay agree on which tokens have expired.
const YEAR_2001 = Date.UTC(2001, 0, 1);
const YEAR_2100 = Date.UTC(2100, 0, 1);
export const STORED_TOKEN = sessionToken({ session: 'stored', expiresAt: YEAR_2100 });
/** The stored session's token, refreshed by a signed-in call (here or in another tab). */
export const REFRESHED_TOKEN = sessionToken({ session: 'stored', expiresAt: YEAR_2100 + 3_600_000 });
export const EXPIRED_TOKEN = sessionToken({ session: 'stored', expiresAt: YEAR_2001 });
export const SIGNED_IN_TOKEN = sessionToken({ session: 'signed-in', expiresAt: YEAR_2100 });

export const sessionTestModel = createAppTestModel(sessionMachine, {
  payloads: [
    { type: 'xstate.done.actor.readLoginToken', output: { token: STORED_TOKEN, clockOffsetMs: null } },
    { type: 'xstate.done.actor.readLoginToken', output: { token: EXPIRED_TOKEN, clockOffsetMs: null } },
    { type: 'xstate.done.actor.readLoginToken', output: null },
    { type: 'xstate.error.actor.readLoginToken', error: { name: 'SecurityError' } },
    { type: 'xstate.done.actor.fetchProfile', output: PROFILE },
    { type: 'xstate.error.actor.fetchProfile', error: { status: 401 } },
    { type: 'xstate.error.actor.fetchProfile', error: { status: 502, code: 'server' } },
    { type: 'auth.signedIn', token: SIGNED_IN_TOKEN },
    // Another tab signed out; a refreshed token of the stored session; the stored session (another one than a sign-in here).
    { type: 'storage.loginTokenChanged', token: null },
    { type: 'storage.loginTokenChanged', token: REFRESHED_TOKEN },
    { type: 'storage.loginTokenChanged', token: STORED_TOKEN },
    { type: 'wallet.accountChanged', address: '0x5c8b0C466680158a82fdd9dcCDE04901D662B5c3', chainId: 31337 },
    { type: 'wallet.accountChanged', address: PROFILE.address.toLowerCase(), chainId: 31337 },
    // The API client reports a refreshed token of the stored session, answering a call sent with the stored token
    // (signed in) or with the expired one (a call sent just before the expiry).
    { type: 'api.tokenRefreshed', sent: STORED_TOKEN, token: REFRESHED_TOKEN, clockOffsetMs: null },
    { type: 'api.tokenRefreshed', sent: EXPIRED_TOKEN, token: REFRESHED_TOKEN, clockOffsetMs: null },
  ],
  // The profile fixture is one and merging it is idempotent, so "has a profile" is all that distinguishes;
  // the token determines its session and expiry.
  serializeContext: (context: SessionContext) => ({
    token: context.token,
    profile: context.profile !== null,
    profileError: context.profileError,
  }),
});

const restored = {
  type: 'xstate.done.actor.readLoginToken',
  output: { token: STORED_TOKEN, clockOffsetMs: null },
} as const;
const profileLoaded = { type: 'xstate.done.actor.fetchProfile', output: PROFILE } as const;
const OTHER_ACCOUNT = {
  type: 'wallet.accountChanged',
  address: '0x5c8b0C466680158a82fdd9dcCDE04901D662B5c3',
  chainId: 31337,
} as const;
const SAME_ACCOUNT = {
  type: 'wallet.accountChanged',
  address: PROFILE.address.toLowerCase(),
  chainId: 31337,
} as const;
/** Transitions that leave the state as it was, so no shortest path takes them (src/machines/AGENTS.md). */
const journeys = [
  // This tab's own write of a fresh sign-in, heard back from storage.
  [restored, { type: 'storage.loginTokenChanged', token: STORED_TOKEN }],
  // An expired page hears the same expired token again (another tab re-writing it).
  [
    { type: 'xstate.done.actor.readLoginToken', output: { token: EXPIRED_TOKEN, clockOffsetMs: null } },
    { type: 'storage.loginTokenChanged', token: EXPIRED_TOKEN },
  ],
  // Expired with a profile: the wallet shows another account (ends it), or the same one on another chain (keeps it).
  [restored, profileLoaded, { type: 'api.tokenExpired' }, { ...OTHER_ACCOUNT }],
  [restored, profileLoaded, { type: 'api.tokenExpired' }, { ...SAME_ACCOUNT, chainId: 56 }],
  // The wallet shows no account (its disconnect is a separate event): not another account.
  [restored, profileLoaded, { type: 'wallet.accountChanged', address: null, chainId: null }],
  // Another tab wrote a token the client cannot read (not a JWT): another session, its profile is asked for.
  [restored, { type: 'storage.loginTokenChanged', token: 'not-a-jwt' }],
  // Another tab's call refreshed the stored session's token (this tab's own refresh reaches the same state).
  [restored, profileLoaded, { type: 'storage.loginTokenChanged', token: REFRESHED_TOKEN }],
  // Refreshed tokens the session drops: one answering a call sent with a token it no longer holds (two calls
  // refreshed the same token; a sign-in here since), one naming another session, one after a sign-out.
  [
    restored,
    { type: 'api.tokenRefreshed', sent: STORED_TOKEN, token: REFRESHED_TOKEN, clockOffsetMs: null },
    { type: 'api.tokenRefreshed', sent: STORED_TOKEN, token: STORED_TOKEN, clockOffsetMs: null },
  ],
  [restored, { type: 'api.tokenRefreshed', sent: STORED_TOKEN, token: SIGNED_IN_TOKEN, clockOffsetMs: null }],
  [
    restored,
    profileLoaded,
    { type: 'user.logout' },
    { type: 'api.tokenRefreshed', sent: STORED_TOKEN, token: REFRESHED_TOKEN, clockOffsetMs: null },
  ],
  // A claim or a paid order asks for the profile while it is being fetched: asked again.
  [restored, { type: 'user.refreshProfile' }],
  // The profile call failed without a status (a rejection with no error object): not a 401.
  [restored, { type: 'xstate.error.actor.fetchProfile', error: null }],
  [restored, { type: 'xstate.error.actor.fetchProfile', error: undefined }],
];

export const sessionPaths = () => [
  ...sessionTestModel.model.getShortestPaths(),
  ...journeys.flatMap((events) => sessionTestModel.model.getPathsFromEvents(events)),
];

export default defineMachineModel({
  name: 'session',
  machine: sessionMachine.provide({
    actors: {
      readLoginToken: neverSettling<ReadLoginTokenOutput>(),
      fetchProfile: neverSettling<FetchProfileOutput, FetchProfileInput>(),
      watchLoginToken: fromCallback(() => () => undefined),
    },
  }),
  paths: sessionPaths,
});
