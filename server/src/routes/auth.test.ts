import { describe, expect, it } from 'vitest';
import { anvilAccount } from '../testing/anvil-accounts';
import { useHarness } from '../testing/harness';
import { databaseKinds } from '../testing/test-databases';

const alice = anvilAccount(1);
const LOGOUT = '/api/v1/auth/logout';
const HOUR = 3_600_000;

describe.each(databaseKinds)('sessions on %s', (kind) => {
  const h = useHarness(kind);
  const me = (token: string) => h.request('GET', '/api/v1/me', { token });

  it('logout revokes the session on the server: the same token is refused afterwards', async () => {
    const { token } = await h.signIn(alice);
    const other = await h.signIn(alice);
    expect((await me(token)).status).toBe(200);
    const res = await h.request('POST', LOGOUT, { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 200, data: { loggedOut: true } });
    expect((await me(token)).status).toBe(401);
    expect((await h.request('POST', LOGOUT, { token })).status).toBe(401);
    // Only that session: the user's other sign-in still works.
    expect((await me(other.token)).status).toBe(200);
    const { rows } = await h.db.query<{ revoked: number }>(
      'SELECT count(*)::int AS revoked FROM sessions WHERE revoked_at IS NOT NULL',
    );
    expect(rows[0]?.revoked).toBe(1);
  });

  it('logout without a valid token is 401 and revokes nothing', async () => {
    expect((await h.request('POST', LOGOUT)).status).toBe(401);
    expect((await h.request('POST', LOGOUT, { token: 'a.b.c' })).status).toBe(401);
  });

  it('a token lives one hour; a call after half of it returns a refreshed token for another hour', async () => {
    const { token } = await h.signIn(alice);
    h.clock.advance(HOUR / 2 - 1000);
    const early = await me(token);
    expect(early.headers.get('x-session-token')).toBeNull();
    h.clock.advance(1000);
    const later = await me(token);
    const refreshed = later.headers.get('x-session-token');
    expect(refreshed).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    h.clock.advance(HOUR / 2 + 1000);
    expect((await me(token)).status).toBe(401);
    expect((await me(refreshed ?? '')).status).toBe(200);
    // The refreshed token is the same session: logging it out ends both.
    expect((await h.request('POST', LOGOUT, { token: refreshed ?? '' })).status).toBe(200);
    expect((await me(refreshed ?? '')).status).toBe(401);
  });

  it('an idle session expires after one hour without a call', async () => {
    const { token } = await h.signIn(alice);
    h.clock.advance(HOUR);
    expect((await me(token)).status).toBe(401);
  });

  it('refreshing never keeps a session past SESSION_MAX_HOURS after sign-in', async () => {
    h.reconfigure({ SESSION_MAX_HOURS: '2' });
    let { token } = await h.signIn(alice);
    const signedInAt = h.clock.now;
    for (let i = 0; i < 3; i++) {
      h.clock.advance(HOUR / 2);
      const res = await me(token);
      expect(res.status).toBe(200);
      token = res.headers.get('x-session-token') ?? token;
    }
    h.clock.now = signedInAt + 2 * HOUR - 1000;
    expect((await me(token)).status).toBe(200);
    h.clock.advance(1000);
    expect((await me(token)).status).toBe(401);
  });

  it('concurrent calls with a token due for refresh all succeed and all carry a working token', async () => {
    const { token } = await h.signIn(alice);
    h.clock.advance(HOUR / 2);
    const answers = await Promise.all([me(token), me(token), me(token)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    h.clock.advance(HOUR / 2 + 1000);
    for (const answer of answers)
      expect((await me(answer.headers.get('x-session-token') ?? '')).status).toBe(200);
  });
});
