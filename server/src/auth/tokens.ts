import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export interface TokenService {
  issue(address: string, chainId: number): Promise<{ token: string; jti: string; expiresAt: Date }>;
  /** The token's subject and id when its signature, algorithm, issuer, audience and expiry hold; else null. */
  verify(token: string): Promise<{ address: string; jti: string } | null>;
}

/**
 * Session tokens: HS256 JWTs signed with jose (sub = lower-case address, jti = the session row, exp, iss and
 * aud = this deployment's origin). Only HS256 is accepted, so `alg: none` and key confusion fail.
 */
export function createTokenService(opts: {
  secret: string;
  origin: string;
  ttlMs: number;
  now: () => Date;
}): TokenService {
  const key = new TextEncoder().encode(opts.secret);
  return {
    async issue(address, chainId) {
      const now = opts.now();
      const expiresAt = new Date(now.getTime() + opts.ttlMs);
      const jti = randomUUID();
      const token = await new SignJWT({ chainId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(address)
        .setJti(jti)
        .setIssuer(opts.origin)
        .setAudience(opts.origin)
        .setIssuedAt(Math.floor(now.getTime() / 1000))
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
      return { token, jti, expiresAt };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: opts.origin,
          audience: opts.origin,
          currentDate: opts.now(),
          requiredClaims: ['sub', 'jti', 'exp'],
        });
        if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string') return null;
        return { address: payload.sub, jti: payload.jti };
      } catch {
        return null;
      }
    },
  };
}
