import { Hono } from 'hono';
import { requireAuth } from '../auth/require-auth';
import type { AppContext, AuthedEnv } from '../context';
import { limitPerUser } from '../http/rate-limit';
import { respond } from '../http/respond';
import { assertNowInWindow, nowBodySchema, validate } from '../http/validate';
import { collectSpecBonus } from '../ledger/claims';

export function specMiningRoutes(ctx: AppContext) {
  return new Hono<AuthedEnv>().post(
    '/collection',
    requireAuth(ctx),
    limitPerUser(ctx.limits.claimsPerUser),
    validate('json', nowBodySchema),
    async (c) => {
      const now = ctx.now();
      const { now: nowMs } = c.req.valid('json');
      assertNowInWindow(nowMs, now, ctx.config.ledger.nowWindowMs);
      return respond(
        c,
        await collectSpecBonus(ctx.db, { address: c.var.address, nowMs, now }, ctx.config.ledger),
      );
    },
  );
}
