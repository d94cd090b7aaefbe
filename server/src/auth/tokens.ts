import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export interface VerifiedToken {
  address: string;
  jti: string;
  chainId: number;
  expiresAt: Date;
}

export interface TokenService {
  issue(address: string, chainId: number): Promise<{ token: string; jti: string; expiresAt: Date }>;
  /** A new token for an existing session (same `jti`), valid until `expiresAt`: the sliding refresh. */
  reissue(session: { address: string; chainId: number; jti: string; expiresAt: Date }): Promise<string>;
  /** The token's claims when its signature, algorithm, issuer, audience and expiry hold; else null. */
  verify(token: string): Promise<VerifiedToken | null>;
}

/** JWT `exp` has whole seconds: expiries are rounded down to them so the token and the session row agree. */
export const toWholeSeconds = (date: Date) => new Date(Math.floor(date.getTime() / 1000) * 1000);

/** Verified tokens remembered, at most; the oldest is forgotten first. */
const VERIFIED_CACHE_MAX = 50_000;

/**
 * Session tokens: HS256 JWTs signed with jose (sub = lower-case address, jti = the session row, exp, iss and
 * aud = this deployment's origin). Only HS256 is accepted, so `alg: none` and key confusion fail.
 * A token that verified is remembered by its exact text (the same bytes always verify the same way), so
 * the next call with it checks only the expiry instead of an HMAC through WebCrypto: that HMAC was the
 * largest single cost of a signed-in read. Whether its session is still open is Sessions' job, every call.
 */
export function createTokenService(opts: {
  secret: string;
  origin: string;
  ttlMs: number;
  now: () => Date;
}): TokenService {
  const key = new TextEncoder().encode(opts.secret);
  const verified = new Map<string, VerifiedToken>();
  const sign = (address: string, chainId: number, jti: string, expiresAt: Date) =>
    new SignJWT({ chainId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(address)
      .setJti(jti)
      .setIssuer(opts.origin)
      .setAudience(opts.origin)
      .setIssuedAt(Math.floor(opts.now().getTime() / 1000))
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(key);
  return {
    async issue(address, chainId) {
      const expiresAt = toWholeSeconds(new Date(opts.now().getTime() + opts.ttlMs));
      const jti = randomUUID();
      return { token: await sign(address, chainId, jti, expiresAt), jti, expiresAt };
    },
    reissue: (session) => sign(session.address, session.chainId, session.jti, session.expiresAt),
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        // jose's rule: expired once `exp` (whole seconds) is not after the current whole second.
        if (known.expiresAt.getTime() / 1000 > Math.floor(opts.now().getTime() / 1000)) return known;
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: opts.origin,
          audience: opts.origin,
          currentDate: opts.now(),
          requiredClaims: ['sub', 'jti', 'exp'],
        });
        const { sub, jti, exp, chainId } = payload;
        if (typeof sub !== 'string' || typeof jti !== 'string' || typeof exp !== 'number') return null;
        const claims = {
          address: sub,
          jti,
          chainId: typeof chainId === 'number' ? chainId : 0,
          expiresAt: new Date(exp * 1000),
        };
        if (verified.size >= VERIFIED_CACHE_MAX) {
          const oldest = verified.keys().next().value;
          if (oldest !== undefined) verified.delete(oldest);
        }
        verified.set(token, claims);
        return claims;
      } catch {
        return null;
      }
    },
  };
}
