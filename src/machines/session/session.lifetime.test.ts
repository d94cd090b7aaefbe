import { controllable, controllableCallback } from '@test/support/controllable';
import { sessionToken } from '@test/support/session-tokens';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  type FetchProfileInput,
  type FetchProfileOutput,
  type ReadLoginTokenOutput,
  type SessionEvent,
  type SessionProfile,
  type StoredLoginToken,
  sessionMachine,
} from './session.machine';

const NOW = Date.UTC(2026, 10, 25, 12, 0, 0);
const HOUR = 3_600_000;
const PROFILE: SessionProfile = {
  address: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045',
  inviteCode: 'AB12CD',
  inviter: null,
  createdAt: '2025-05-01T00:00:00.000Z',
  pass: { holder: false, since: null },
  balance: { claimed: '0', commission: '0' },
};
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  // Only the wall clock is fixed: the machine's timers run on xstate's SimulatedClock.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

/** Starts the session on what loginToken holds: a bare token has no clock offset stored with it. */
async function startSession(stored: string | StoredLoginToken | null) {
  const tokenRead = controllable<ReadLoginTokenOutput>();
  const profileFetch = controllable<FetchProfileOutput, FetchProfileInput>();
  const storage = controllableCallback<SessionEvent>();
  const clock = new SimulatedClock();
  const effects: string[] = [];
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        readLoginToken: tokenRead.logic,
        fetchProfile: profileFetch.logic,
        watchLoginToken: storage.logic,
      },
      actions: {
        storeLoginToken: ({ context }) => effects.push(`store ${context.token}`),
        removeLoginToken: () => effects.push('remove'),
        redirectToPass: () => effects.push('redirect /dgridpass'),
      },
    }),
    { clock },
  ).start();
  tokenRead.resolve(typeof stored === 'string' ? { token: stored, clockOffsetMs: null } : stored);
  await flush();
  if (profileFetch.calls.length > 0) profileFetch.resolve(PROFILE);
  await flush();
  /** What another tab (or this tab's API client) writing loginToken looks like to the session. */
  const storageChanged = (token: string | null, clockOffsetMs: number | null = null) =>
    storage.emit({ type: 'storage.loginTokenChanged', token, clockOffsetMs });
  /** Time passes for the wall clock and the machine's timers alike. */
  const advance = (ms: number) => {
    vi.setSystemTime(Date.now() + ms);
    clock.increment(ms);
  };
  return { actor, advance, profileFetch, effects, storageChanged };
}

const token = (session: string, expiresAt: number) => sessionToken({ session, expiresAt });

describe('session lifetime: the client knows when the token expires', () => {
  it('asks to sign in again the moment the token expires, keeping the profile and without any call', async () => {
    const { actor, advance, profileFetch, effects } = await startSession(token('s1', NOW + HOUR));
    advance(HOUR - 1);
    expect(actor.getSnapshot().hasTag('signedIn')).toBe(true);
    advance(1);
    expect(actor.getSnapshot().hasTag('signedIn')).toBe(false);
    expect(actor.getSnapshot().hasTag('expired')).toBe(true);
    expect(actor.getSnapshot().context.profile).toEqual(PROFILE);
    expect(profileFetch.calls).toHaveLength(1);
    expect(effects).toEqual([]);
  });

  it('a refreshed token (X-Session-Token) moves the expiry and keeps the profile', async () => {
    const { actor, advance, profileFetch, storageChanged } = await startSession(token('s1', NOW + HOUR));
    advance(HOUR / 2);
    storageChanged(token('s1', NOW + HOUR / 2 + HOUR));
    advance(HOUR / 2);
    expect(actor.getSnapshot().matches({ signedIn: 'ready' })).toBe(true);
    expect(profileFetch.calls).toHaveLength(1);
    advance(HOUR / 2);
    expect(actor.getSnapshot().hasTag('expired')).toBe(true);
  });

  it('signing in again while signed in times the new token, not the old one', async () => {
    const { actor, advance } = await startSession(token('s1', NOW + HOUR));
    advance(HOUR / 2);
    actor.send({ type: 'auth.signedIn', token: token('s2', NOW + HOUR / 2 + HOUR) });
    advance(HOUR / 2);
    expect(actor.getSnapshot().hasTag('signedIn')).toBe(true);
    advance(HOUR / 2);
    expect(actor.getSnapshot().hasTag('expired')).toBe(true);
  });

  it('a new session from another tab while signed in times that session token, not the old one', async () => {
    const { actor, advance, storageChanged } = await startSession(token('s1', NOW + HOUR));
    advance(HOUR / 2);
    storageChanged(token('s2', NOW + HOUR / 2 + HOUR));
    advance(HOUR / 2);
    expect(actor.getSnapshot().hasTag('signedIn')).toBe(true);
    advance(HOUR / 2);
    expect(actor.getSnapshot().hasTag('expired')).toBe(true);
  });

  it('a stored token that already expired asks to sign in without fetching the profile with it', async () => {
    const { actor, profileFetch } = await startSession(token('s1', NOW - 1));
    expect(actor.getSnapshot().hasTag('expired')).toBe(true);
    expect(profileFetch.calls).toHaveLength(0);
  });

  it('the API client holding back an expired call ends the same way (a timer the browser delayed)', async () => {
    const { actor } = await startSession(token('s1', NOW + HOUR));
    actor.send({ type: 'api.tokenExpired' });
    expect(actor.getSnapshot().hasTag('expired')).toBe(true);
  });

  it('signing again after expiry is signed in with the new token; closing it (disconnect) signs out', async () => {
    const again = await startSession(token('s1', NOW - 1));
    const fresh = token('s2', NOW + HOUR);
    again.actor.send({ type: 'auth.signedIn', token: fresh });
    expect(again.actor.getSnapshot().hasTag('signedIn')).toBe(true);
    expect(again.effects).toEqual([`store ${fresh}`]);

    const gaveUp = await startSession(token('s1', NOW - 1));
    gaveUp.actor.send({ type: 'wallet.disconnected' });
    expect(gaveUp.actor.getSnapshot().value).toBe('signedOut');
    expect(gaveUp.effects).toEqual(['remove']);
  });

  it('a token without a readable expiry is left to the server: no timer ends it', async () => {
    const { actor, advance } = await startSession('opaque-token');
    advance(2 ** 31);
    expect(actor.getSnapshot().hasTag('signedIn')).toBe(true);
  });
});

describe('session across tabs: loginToken storage events', () => {
  it('signed out in another tab: signed out here, without telling the server again or redirecting', async () => {
    const { actor, effects, storageChanged } = await startSession(token('s1', NOW + HOUR));
    storageChanged(null);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.profile).toBeNull();
    expect(effects).toEqual([]);
  });

  it('signed in in another tab: signed in here with that token, the profile fetched', async () => {
    const { actor, profileFetch, effects, storageChanged } = await startSession(null);
    const other = token('s9', NOW + HOUR);
    storageChanged(other);
    expect(actor.getSnapshot().hasTag('signedIn')).toBe(true);
    expect(profileFetch.last().input).toEqual({ token: other });
    expect(effects).toEqual([]);
  });

  it('an expired page follows a sign-in in another tab, and a sign-out there', async () => {
    const signedInThere = await startSession(token('s1', NOW - 1));
    signedInThere.storageChanged(token('s2', NOW + HOUR));
    expect(signedInThere.actor.getSnapshot().hasTag('signedIn')).toBe(true);

    const signedOutThere = await startSession(token('s1', NOW - 1));
    signedOutThere.storageChanged(null);
    expect(signedOutThere.actor.getSnapshot().value).toBe('signedOut');
  });

  it('another account signed in another tab: that session here, its profile fetched anew', async () => {
    const { actor, profileFetch, storageChanged } = await startSession(token('s1', NOW + HOUR));
    storageChanged(token('s2', NOW + HOUR));
    expect(actor.getSnapshot().context.profile).toBeNull();
    expect(profileFetch.calls).toHaveLength(2);
  });
});

describe("session lifetime by the server's clock: a visitor's clock hours off", () => {
  /** The server's now at the start of each case; the browser's clock is set off from it by `skew`. */
  const SERVER_NOW = NOW;
  const TWO_HOURS = 2 * HOUR;
  /** A token the server issued at its `SERVER_NOW`, valid for an hour. */
  const fresh = (session: string) =>
    sessionToken({ session, issuedAt: SERVER_NOW, expiresAt: SERVER_NOW + HOUR });

  async function signInWithClockOff(skew: number) {
    vi.setSystemTime(SERVER_NOW + skew);
    const session = await startSession(null);
    const token = fresh('s1');
    session.actor.send({ type: 'auth.signedIn', token });
    return { ...session, token };
  }

  it('a clock two hours ahead: signed in for the whole hour, not asked to sign again at once', async () => {
    const { actor, advance, effects, token } = await signInWithClockOff(TWO_HOURS);
    expect(actor.getSnapshot().hasTag('signedIn')).toBe(true);
    expect(actor.getSnapshot().context.clockOffsetMs).toBe(-TWO_HOURS);
    expect(effects).toEqual([`store ${token}`]);
    advance(HOUR - 1);
    expect(actor.getSnapshot().hasTag('signedIn')).toBe(true);
    advance(1);
    expect(actor.getSnapshot().hasTag('expired')).toBe(true);
  });

  it('a clock two hours behind: asked to sign again when the hour is up, not two hours later', async () => {
    const { actor, advance } = await signInWithClockOff(-TWO_HOURS);
    expect(actor.getSnapshot().context.clockOffsetMs).toBe(TWO_HOURS);
    advance(HOUR - 1);
    expect(actor.getSnapshot().hasTag('signedIn')).toBe(true);
    advance(1);
    expect(actor.getSnapshot().hasTag('expired')).toBe(true);
  });

  it('a token stored by an earlier page keeps the offset measured when it arrived', async () => {
    // Issued 30 minutes ago by the server; this browser's clock is two hours ahead of it.
    vi.setSystemTime(SERVER_NOW + TWO_HOURS);
    const token = sessionToken({
      session: 's1',
      issuedAt: SERVER_NOW - HOUR / 2,
      expiresAt: SERVER_NOW + HOUR / 2,
    });
    const { actor, advance } = await startSession({ token, clockOffsetMs: -TWO_HOURS });
    expect(actor.getSnapshot().matches({ signedIn: 'ready' })).toBe(true);
    advance(HOUR / 2 - 1);
    expect(actor.getSnapshot().hasTag('signedIn')).toBe(true);
    advance(1);
    expect(actor.getSnapshot().hasTag('expired')).toBe(true);
  });

  it('a stored token without an offset, clock behind: never more time than its lifetime from iat', async () => {
    vi.setSystemTime(SERVER_NOW - TWO_HOURS);
    const token = sessionToken({
      session: 's1',
      issuedAt: SERVER_NOW - HOUR / 2,
      expiresAt: SERVER_NOW + HOUR / 2,
    });
    const { actor, advance } = await startSession(token);
    // By the local clock alone it would last 2.5 hours; the server issued it for one hour.
    advance(HOUR - 1);
    expect(actor.getSnapshot().hasTag('signedIn')).toBe(true);
    advance(1);
    expect(actor.getSnapshot().hasTag('expired')).toBe(true);
  });

  it("another tab's sign-in brings the offset it measured; a refresh from the API client moves it", async () => {
    vi.setSystemTime(SERVER_NOW + TWO_HOURS);
    const { actor, advance, storageChanged } = await startSession(null);
    storageChanged(fresh('s1'), -TWO_HOURS);
    expect(actor.getSnapshot().hasTag('signedIn')).toBe(true);
    advance(HOUR / 2);
    const refreshedAt = SERVER_NOW + HOUR / 2;
    storageChanged(
      sessionToken({ session: 's1', issuedAt: refreshedAt, expiresAt: refreshedAt + HOUR }),
      -TWO_HOURS,
    );
    advance(HOUR - 1);
    expect(actor.getSnapshot().hasTag('signedIn')).toBe(true);
    advance(1);
    expect(actor.getSnapshot().hasTag('expired')).toBe(true);
  });
});
