import { sessionToken } from '@test/support/session-tokens';
import { describe, expect, it, vi } from 'vitest';
import { LOGIN_TOKEN_KEY, loginTokenStore, readStoredLoginToken } from '../storage/login-token';
import { createApiClient } from './api-client';
import { getMe } from './me/get-me';

const SERVER_NOW = Date.UTC(2026, 10, 25, 12, 0, 0);
const MINUTE = 60_000;
const TWO_HOURS = 120 * MINUTE;

const me = {
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  inviteCode: 'K7Q2M9',
  inviter: null,
  createdAt: '2025-05-01T08:00:00.000Z',
  pass: { holder: false, since: null },
  balance: { claimed: '0', commission: '0' },
};

/** A client whose browser clock reads `skew` off the server's; GET /me answers with `headers`. */
function clientWithClockOff(skew: number, headers: Record<string, string> = {}) {
  const fetch = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify({ code: 200, data: me }), {
        headers: { 'content-type': 'application/json', ...headers },
      }),
  );
  const onSessionExpired = vi.fn();
  const onUnauthorized = vi.fn();
  const onTokenRefreshed = vi.fn();
  const client = createApiClient({
    apiHost: '',
    fetch,
    loginToken: loginTokenStore,
    now: () => SERVER_NOW + skew,
    onUnauthorized,
    onSessionExpired,
    onTokenRefreshed,
    notify: vi.fn(),
    log: vi.fn(),
  });
  return { client, fetch, onSessionExpired, onUnauthorized, onTokenRefreshed };
}

const store = (token: string, clockOffsetMs: number | null) =>
  localStorage.setItem(LOGIN_TOKEN_KEY, JSON.stringify({ token, clockOffsetMs }));

describe("the API client's expiry check, by the server's clock", () => {
  it('a clock two hours ahead does not hold back a token the server still accepts', async () => {
    const valid = sessionToken({
      session: 's1',
      issuedAt: SERVER_NOW - 10 * MINUTE,
      expiresAt: SERVER_NOW + 50 * MINUTE,
    });
    store(valid, -TWO_HOURS);
    const { client, fetch, onSessionExpired } = clientWithClockOff(TWO_HOURS);
    await expect(getMe(client)).resolves.toMatchObject({ inviteCode: 'K7Q2M9' });
    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).get('authorization')).toBe(`Bearer ${valid}`);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('a clock two hours behind does not send a token the server has let expire: sign in again, no 401', async () => {
    const expired = sessionToken({
      session: 's1',
      issuedAt: SERVER_NOW - 70 * MINUTE,
      expiresAt: SERVER_NOW - 10 * MINUTE,
    });
    store(expired, TWO_HOURS);
    const { client, fetch, onSessionExpired, onUnauthorized } = clientWithClockOff(-TWO_HOURS);
    await expect(getMe(client)).rejects.toMatchObject({ reason: 'aborted' });
    expect(fetch).not.toHaveBeenCalled();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('a refreshed token is reported with the offset its iat gives on arrival, for the session to store', async () => {
    const old = sessionToken({
      session: 's1',
      issuedAt: SERVER_NOW - 40 * MINUTE,
      expiresAt: SERVER_NOW + 20 * MINUTE,
    });
    store(old, -TWO_HOURS);
    const refreshed = sessionToken({
      session: 's1',
      issuedAt: SERVER_NOW,
      expiresAt: SERVER_NOW + 60 * MINUTE,
    });
    const { client, onSessionExpired, onTokenRefreshed } = clientWithClockOff(TWO_HOURS, {
      'x-session-token': refreshed,
    });
    await getMe(client);
    expect(onTokenRefreshed).toHaveBeenCalledExactlyOnceWith({
      sent: old,
      token: refreshed,
      clockOffsetMs: -TWO_HOURS,
    });
    expect(readStoredLoginToken()).toEqual({ token: old, clockOffsetMs: -TWO_HOURS });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});
