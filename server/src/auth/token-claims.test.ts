import { decodeJwt, decodeProtectedHeader, SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenService } from './tokens';

const HOUR = 3_600_000;
const T0 = Date.parse('2026-01-01T00:00:00Z');
const SECRET = 'a-test-secret-of-enough-length-for-hs256';
const ORIGIN = 'http://127.0.0.1:8080';

const service = (origin = ORIGIN, secret = SECRET) => {
  const clock = { now: T0 };
  const tokens = createTokenService({ secret, origin, ttlMs: HOUR, now: () => new Date(clock.now) });
  return { clock, tokens };
};

/**
 * The claims and the checks of a session token, from security.md 1.6 (jose HS256 with an algorithm allow-list,
 * issuer and audience; claims sub = lower-cased address, chainId, jti, iat, exp, aud, iss), server/README.md
 * "Sessions" (iss/aud = public origin) and api-contract.md 5 (valid 1 hour, `iat` = the server's clock).
 */
describe('session token claims', () => {
  it('carries sub, chainId, jti, iat by the server clock, exp one lifetime later, and the origin as iss and aud', async () => {
    const { clock, tokens } = service();
    clock.now = T0 + 1_500;
    const { token, jti, expiresAt } = await tokens.issue('0xabc', 31337);
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(decodeJwt(token)).toEqual({
      sub: '0xabc',
      chainId: 31337,
      jti,
      iat: T0 / 1000 + 1,
      exp: (T0 + HOUR) / 1000 + 1,
      iss: ORIGIN,
      aud: ORIGIN,
    });
    expect(expiresAt.getTime()).toBe(T0 + HOUR + 1_000);
    expect(await tokens.verify(token)).toEqual({ address: '0xabc', jti, chainId: 31337, expiresAt });
  });

  it('gives every sign-in its own session id', async () => {
    const { tokens } = service();
    const first = await tokens.issue('0xabc', 31337);
    const second = await tokens.issue('0xabc', 31337);
    expect(first.jti).not.toBe(second.jti);
    expect(first.jti).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reissues a token of the same session, address and chain with the new expiry', async () => {
    const { clock, tokens } = service();
    const { jti } = await tokens.issue('0xabc', 31337);
    clock.now = T0 + HOUR / 2;
    const expiresAt = new Date(T0 + HOUR + HOUR / 2);
    const refreshed = await tokens.reissue({ address: '0xabc', chainId: 31337, jti, expiresAt });
    expect(decodeJwt(refreshed)).toMatchObject({
      sub: '0xabc',
      chainId: 31337,
      jti,
      iat: (T0 + HOUR / 2) / 1000,
      exp: expiresAt.getTime() / 1000,
    });
    expect(await tokens.verify(refreshed)).toEqual({ address: '0xabc', jti, chainId: 31337, expiresAt });
  });

  it('refuses a token of another deployment (another origin as issuer or audience), even with the same secret', async () => {
    const other = service('https://other.example');
    const { token } = await other.tokens.issue('0xabc', 31337);
    expect(await service().tokens.verify(token)).toBeNull();
    const key = new TextEncoder().encode(SECRET);
    const forged = (iss: string, aud: string) =>
      new SignJWT({ chainId: 31337 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('0xabc')
        .setJti('j')
        .setIssuer(iss)
        .setAudience(aud)
        .setExpirationTime(T0 / 1000 + 600)
        .sign(key);
    const { tokens } = service();
    expect(await tokens.verify(await forged(ORIGIN, ORIGIN))).not.toBeNull();
    expect(await tokens.verify(await forged('https://other.example', ORIGIN))).toBeNull();
    expect(await tokens.verify(await forged(ORIGIN, 'https://other.example'))).toBeNull();
  });

  it('refuses alg none, another HMAC algorithm, another secret, and a token without sub, jti or exp', async () => {
    const { tokens } = service();
    const key = new TextEncoder().encode(SECRET);
    const claims = (omit?: 'sub' | 'jti' | 'exp') => {
      const jwt = new SignJWT({ chainId: 31337 }).setIssuer(ORIGIN).setAudience(ORIGIN);
      if (omit !== 'sub') jwt.setSubject('0xabc');
      if (omit !== 'jti') jwt.setJti('j');
      if (omit !== 'exp') jwt.setExpirationTime(T0 / 1000 + 600);
      return jwt;
    };
    expect(await tokens.verify(await claims().setProtectedHeader({ alg: 'HS256' }).sign(key))).not.toBeNull();
    const unsecured = new UnsecuredJWT({ chainId: 31337 })
      .setSubject('0xabc')
      .setJti('j')
      .setIssuer(ORIGIN)
      .setAudience(ORIGIN)
      .setExpirationTime(T0 / 1000 + 600)
      .encode();
    expect(await tokens.verify(unsecured)).toBeNull();
    expect(await tokens.verify(await claims().setProtectedHeader({ alg: 'HS512' }).sign(key))).toBeNull();
    const otherKey = new TextEncoder().encode(`${SECRET}-other`);
    expect(
      await tokens.verify(await claims().setProtectedHeader({ alg: 'HS256' }).sign(otherKey)),
    ).toBeNull();
    for (const omit of ['sub', 'jti', 'exp'] as const)
      expect(
        await tokens.verify(await claims(omit).setProtectedHeader({ alg: 'HS256' }).sign(key)),
      ).toBeNull();
  });

  it('refuses a token whose sub or jti is not a string', async () => {
    const { tokens } = service();
    const key = new TextEncoder().encode(SECRET);
    const sign = (payload: Record<string, unknown>) =>
      new SignJWT({ sub: '0xabc', jti: 'j', chainId: 31337, ...payload })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(ORIGIN)
        .setAudience(ORIGIN)
        .setExpirationTime(T0 / 1000 + 600)
        .sign(key);
    expect(await tokens.verify(await sign({}))).not.toBeNull();
    expect(await tokens.verify(await sign({ jti: 7 }))).toBeNull();
    expect(await tokens.verify(await sign({ sub: 7 }))).toBeNull();
  });
});
