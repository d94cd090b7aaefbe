import { createMiddleware } from 'hono/factory';
import type { AppContext, AuthedEnv } from '../context';
import { ApiError } from '../http/errors';

const BEARER = /^Bearer ([A-Za-z0-9\-_]+\.[A-Za-z0-9\-_]+\.[A-Za-z0-9\-_]+)$/;

/** Response header carrying a refreshed session token (api-contract.md, "Sessions"). */
export const SESSION_TOKEN_HEADER = 'X-Session-Token';

const unauthorized = () =>
  new ApiError(401, 'Sign in required', undefined, { 'WWW-Authenticate': 'Bearer realm="api"' });

/**
 * Bearer token → user. The JWT must verify (HS256, issuer, audience, expiry) and its session must still be
 * open (not revoked by logout), so a session can be ended server-side. Anything else is one 401. A token past
 * half its lifetime gets a refreshed one in the X-Session-Token response header.
 */
export function requireAuth(ctx: AppContext) {
  return createMiddleware<AuthedEnv>(async (c, next) => {
    const token = BEARER.exec(c.req.header('authorization') ?? '')?.[1];
    const claims = token ? await ctx.tokens.verify(token) : null;
    const session = claims ? await ctx.sessions.open(claims) : null;
    if (!claims || !session) throw unauthorized();
    c.set('address', claims.address);
    c.set('jti', claims.jti);
    const refreshed = await ctx.sessions.refresh(claims, session);
    if (refreshed) c.header(SESSION_TOKEN_HEADER, refreshed);
    await next();
  });
}
