import { createMiddleware } from 'hono/factory';
import type { AppContext, AuthedEnv } from '../context';
import { ApiError } from '../http/errors';

const BEARER = /^Bearer ([A-Za-z0-9\-_]+\.[A-Za-z0-9\-_]+\.[A-Za-z0-9\-_]+)$/;

const unauthorized = () =>
  new ApiError(401, 'Sign in required', undefined, { 'WWW-Authenticate': 'Bearer realm="api"' });

/**
 * Bearer token → user. The JWT must verify (HS256, issuer, audience, expiry) and its session row must still be
 * open, so a session can be revoked server-side. Anything else is one 401.
 */
export function requireAuth(ctx: AppContext) {
  return createMiddleware<AuthedEnv>(async (c, next) => {
    const token = BEARER.exec(c.req.header('authorization') ?? '')?.[1];
    const claims = token ? await ctx.tokens.verify(token) : null;
    if (!claims) throw unauthorized();
    const { rows } = await ctx.db.query(
      `SELECT 1 FROM sessions WHERE jti = $1 AND address = $2 AND revoked_at IS NULL AND expires_at > $3`,
      [claims.jti, claims.address, ctx.now()],
    );
    if (rows.length === 0) throw unauthorized();
    c.set('address', claims.address);
    await next();
  });
}
