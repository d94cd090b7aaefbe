import { describe, expect, it } from 'vitest';
import { anvilAccount } from '../testing/anvil-accounts';
import { useHarness } from '../testing/harness';
import { databaseKinds } from '../testing/test-databases';

const alice = anvilAccount(1);

/**
 * The session token travels as `Authorization: Bearer <token>` (api-contract.md 5, security.md 1.6), a JWT of
 * three base64url parts; anything else in that header is no session: one 401 "Sign in required" that names
 * the Bearer scheme (RFC 7235 3.1: a 401 carries WWW-Authenticate).
 */
describe.each(databaseKinds)('the Authorization header on %s', (kind) => {
  const h = useHarness(kind);
  const me = (authorization: string) => h.request('GET', '/api/v1/me', { headers: { authorization } });

  it('takes exactly "Bearer <token>" and answers the signed-in user', async () => {
    const { token } = await h.signIn(alice);
    const res = await me(`Bearer ${token}`);
    expect(res.status).toBe(200);
    expect(res.body.data.address).toBe(alice.address);
  });

  it('refuses the token with anything before or after it, or without the scheme, with one 401', async () => {
    const { token } = await h.signIn(alice);
    for (const header of [
      token,
      `xBearer ${token}`,
      `Bearer ${token} x`,
      `Bearer ${token}.x`,
      `Bearer  ${token}`,
      `Bearer ${token.replace('.', '')}`,
      `Bearer ${token.split('.').slice(0, 2).join('.')}.`,
      `Basic ${token}`,
    ]) {
      const res = await me(header);
      expect(res.status, header).toBe(401);
      expect(res.body).toEqual({ code: 401, error: 'Sign in required', data: null });
      expect(res.headers.get('www-authenticate'), header).toMatch(/^Bearer\b/);
    }
  });
});
