import { Hono } from 'hono';
import { requireAuth } from '../auth/require-auth';
import type { AppContext, AuthedEnv } from '../context';
import { ok } from '../http/errors';

/** Session calls of a signed-in user: logout ends the session on the server, not only in the browser. */
export function authRoutes(ctx: AppContext) {
  return new Hono<AuthedEnv>().post('/logout', requireAuth(ctx), async (c) => {
    await ctx.sessions.revoke(c.var.jti);
    return c.json(ok({ loggedOut: true }), 200);
  });
}
