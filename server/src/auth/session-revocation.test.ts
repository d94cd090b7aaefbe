import { describe, expect, it } from 'vitest';
import { anvilAccount } from '../testing/anvil-accounts';
import { otherInstance, useHarness } from '../testing/harness';
import { databaseKinds } from '../testing/test-databases';

const alice = anvilAccount(1);
/** server/README.md, Security: "a logout is refused at once by the instance that took it and within 5 s by the others". */
const DOCUMENTED_MS = 5_000;

describe.each(databaseKinds)('a logout across two instances on %s', (kind) => {
  const h = useHarness(kind);

  /** A second instance on the same database and clock (as two processes behind one proxy share them). */
  function instanceB() {
    const { app, queries } = otherInstance(h, h.db, /FROM sessions/);
    const me = async (token: string) =>
      (await app.request('/api/v1/me', { headers: { authorization: `Bearer ${token}` } })).status;
    return { me, sessionReads: queries };
  }

  it(`B refuses a session A logged out within ${DOCUMENTED_MS / 1000} s of the logout, however recently B checked it`, async () => {
    const { token } = await h.signIn(alice);
    const b = instanceB();
    h.clock.advance(1_000);
    // B checks the session the last moment before the logout: the worst case for its cache.
    expect(await b.me(token)).toBe(200);
    expect((await h.request('POST', '/api/v1/auth/logout', { token })).status).toBe(200);
    const loggedOutAt = h.clock.now;
    // A refuses at once.
    expect((await h.request('GET', '/api/v1/me', { token })).status).toBe(401);
    h.clock.now = loggedOutAt + DOCUMENTED_MS;
    expect(await b.me(token)).toBe(401);
  });

  it('B reads a session from the database once per window, not once per request', async () => {
    const { token } = await h.signIn(alice);
    const b = instanceB();
    const statuses = await Promise.all(Array.from({ length: 5 }, () => b.me(token)));
    h.clock.advance(DOCUMENTED_MS - 1);
    statuses.push(await b.me(token));
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
    expect(b.sessionReads()).toBe(1);
  });
});
