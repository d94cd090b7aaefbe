import { controllable } from '@test/support/controllable';
import { flush } from '@test/support/flush';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  type FetchProfileInput,
  type FetchProfileOutput,
  type ReadLoginTokenOutput,
  type SessionProfile,
  sessionMachine,
} from './session.machine';

const PROFILE: SessionProfile = {
  address: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045',
  inviteCode: 'AB12CD',
  inviter: null,
  createdAt: '2025-05-01T00:00:00.000Z',
  pass: { holder: false, since: null },
  balance: { claimed: '0', commission: '0' },
};

function startSession() {
  const tokenRead = controllable<ReadLoginTokenOutput>();
  const profileFetch = controllable<FetchProfileOutput, FetchProfileInput>();
  const effects: string[] = [];
  const actor = createActor(
    sessionMachine.provide({
      actors: { readLoginToken: tokenRead.logic, fetchProfile: profileFetch.logic },
      actions: {
        storeLoginToken: ({ context }) => effects.push(`store ${context.token}`),
        removeLoginToken: () => effects.push('remove'),
        redirectToPass: () => effects.push('redirect /dgridpass'),
      },
    }),
  ).start();
  return { actor, tokenRead, profileFetch, effects };
}

async function signedIn() {
  const session = startSession();
  session.tokenRead.resolve({ token: 'stored-token', clockOffsetMs: null });
  await flush();
  session.profileFetch.resolve(PROFILE);
  await flush();
  return session;
}

describe('session: restoring', () => {
  it('is signed in when loginToken holds a token, and fetches the profile with it', async () => {
    const { actor, tokenRead, profileFetch } = startSession();
    expect(actor.getSnapshot().value).toBe('restoring');
    tokenRead.resolve({ token: 'stored-token', clockOffsetMs: null });
    await flush();
    expect(actor.getSnapshot().hasTag('signedIn')).toBe(true);
    expect(actor.getSnapshot().hasTag('loadingProfile')).toBe(true);
    expect(profileFetch.last().input).toEqual({ token: 'stored-token' });
    profileFetch.resolve(PROFILE);
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ token: 'stored-token', profile: PROFILE });
  });

  it('is signed out when nothing (or nothing readable) is stored, without crashing', async () => {
    const absent = startSession();
    absent.tokenRead.resolve(null);
    await flush();
    expect(absent.actor.getSnapshot().value).toBe('signedOut');

    const unreadable = startSession();
    unreadable.tokenRead.reject(new DOMException('The operation is insecure.', 'SecurityError'));
    await flush();
    expect(unreadable.actor.getSnapshot().value).toBe('signedOut');
    expect(unreadable.actor.getSnapshot().status).toBe('active');
  });
});

describe('session: signing in and out', () => {
  it('stores the token on sign-in and fetches the profile', async () => {
    const { actor, tokenRead, profileFetch, effects } = startSession();
    tokenRead.resolve(null);
    await flush();
    actor.send({ type: 'auth.signedIn', token: 'fresh-token' });
    expect(effects).toEqual(['store fresh-token']);
    expect(profileFetch.last().input).toEqual({ token: 'fresh-token' });
  });

  it('removes the token and forgets the user on logout', async () => {
    const { actor, effects } = await signedIn();
    actor.send({ type: 'user.logout' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context).toEqual({
      token: null,
      tokenSession: null,
      expiresAt: null,
      issuedAt: null,
      clockOffsetMs: null,
      profile: null,
      profileError: null,
    });
    expect(effects).toEqual(['remove']);
  });

  it('signs out when the wallet disconnects or switches to another account, not for the same one', async () => {
    const switched = await signedIn();
    switched.actor.send({
      type: 'wallet.accountChanged',
      address: PROFILE.address.toUpperCase(),
      chainId: 1,
    });
    expect(switched.actor.getSnapshot().hasTag('signedIn')).toBe(true);
    switched.actor.send({ type: 'wallet.accountChanged', address: `0x${'1'.repeat(40)}`, chainId: 1 });
    expect(switched.actor.getSnapshot().value).toBe('signedOut');

    const disconnected = await signedIn();
    disconnected.actor.send({ type: 'wallet.disconnected' });
    expect(disconnected.effects).toEqual(['remove']);
  });
});

describe('session: the profile', () => {
  it('keeps showing the current profile while a refresh is under way, then merges the new one', async () => {
    const { actor, profileFetch } = await signedIn();
    actor.send({ type: 'user.refreshProfile' });
    expect(actor.getSnapshot().context.profile).toEqual(PROFILE);
    const holder = { ...PROFILE, pass: { holder: true, since: '2025-06-01T00:00:00.000Z' } };
    profileFetch.resolve(holder);
    await flush();
    expect(actor.getSnapshot().context.profile).toEqual(holder);
  });

  it('offers a retry when the profile cannot be fetched', async () => {
    const { actor, tokenRead, profileFetch } = startSession();
    tokenRead.resolve({ token: 'stored-token', clockOffsetMs: null });
    await flush();
    profileFetch.reject({ status: 502 });
    await flush();
    expect(actor.getSnapshot().matches({ signedIn: 'profileFailed' })).toBe(true);
    actor.send({ type: 'user.retryProfile' });
    expect(profileFetch.calls).toHaveLength(2);
  });
});

describe('session: 401', () => {
  it('logs out and sends the browser to /dgridpass when the API answers 401', async () => {
    const { actor, effects } = await signedIn();
    actor.send({ type: 'api.unauthorized' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context).toEqual({
      token: null,
      tokenSession: null,
      expiresAt: null,
      issuedAt: null,
      clockOffsetMs: null,
      profile: null,
      profileError: null,
    });
    expect(effects).toEqual(['remove', 'redirect /dgridpass']);
  });

  it('does the same when the profile call itself is refused with 401', async () => {
    const { actor, tokenRead, profileFetch, effects } = startSession();
    tokenRead.resolve({ token: 'expired-token', clockOffsetMs: null });
    await flush();
    profileFetch.reject({ status: 401 });
    await flush();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(effects).toEqual(['remove', 'redirect /dgridpass']);
  });

  it('still drops any token and redirects on a 401 while signed out', async () => {
    const { actor, tokenRead, effects } = startSession();
    tokenRead.resolve(null);
    await flush();
    actor.send({ type: 'api.unauthorized' });
    expect(effects).toEqual(['remove', 'redirect /dgridpass']);
  });
});
