import { Hono } from 'hono';
import * as z from 'zod';
import { requireAuth } from '../auth/require-auth';
import type { AppContext, AuthedEnv } from '../context';
import { ApiError, ok } from '../http/errors';
import { limitPerUser } from '../http/rate-limit';
import { respond } from '../http/respond';
import { assertNowInWindow, daysSchema, nowBodySchema, pagingSchema, validate } from '../http/validate';
import { claimCommission } from '../ledger/claims';
import { readCommissionDaily, readMiningHistory } from '../read/daily-history';
import { readClaimLog, readCommissionLog, readMiningLog, readTeam } from '../read/lists';
import { readCommissionBalance, readMining } from '../read/me';
import { readPaidTotal, readPurchaseHistory, readPurchaseOrder } from '../read/purchase-history';

/** The signed-in user's own data (identity from the token only, never from the path: no BOLA). */
export function meRoutes(ctx: AppContext) {
  const { db } = ctx;
  const paging = validate('query', pagingSchema);
  const days = validate('query', daysSchema);
  const auth = requireAuth(ctx);
  const orderIdParam = validate('param', z.strictObject({ orderId: z.uuid('orderId must be an order id') }));
  return new Hono<AuthedEnv>()
    .get('/', auth, async (c) => c.json(ok(await ctx.profiles.get(c.var.address)), 200))
    .get('/team', auth, paging, async (c) =>
      c.json(ok(await readTeam(db, c.var.address, c.req.valid('query'))), 200),
    )
    .get('/commission-balance', auth, async (c) =>
      c.json(ok(await readCommissionBalance(db, c.var.address)), 200),
    )
    .get('/commission-log', auth, paging, async (c) =>
      c.json(ok(await readCommissionLog(db, c.var.address, c.req.valid('query'))), 200),
    )
    .get('/commission-daily', auth, days, async (c) => {
      const daily = await readCommissionDaily(db, c.var.address, ctx.now(), c.req.valid('query').days);
      return c.json(ok(daily), 200);
    })
    .get('/commission-claim-log', auth, paging, async (c) =>
      c.json(ok(await readClaimLog(db, 'commission_claims', c.var.address, c.req.valid('query'))), 200),
    )
    .post(
      '/commission/claim',
      auth,
      limitPerUser(ctx.limits.claimsPerUser),
      validate('json', nowBodySchema),
      async (c) => {
        const now = ctx.now();
        const { now: nowMs } = c.req.valid('json');
        assertNowInWindow(nowMs, now, ctx.config.ledger.nowWindowMs);
        return respond(c, await claimCommission(db, { address: c.var.address, nowMs, now }));
      },
    )
    .get('/purchase/history', auth, paging, async (c) => {
      const history = await readPurchaseHistory(db, c.var.address, c.req.valid('query'), ctx.config.ledger);
      return c.json(ok(history), 200);
    })
    .get('/purchase/summary', auth, async (c) => c.json(ok(await readPaidTotal(db, c.var.address)), 200))
    .get('/purchase/orders/:orderId', auth, orderIdParam, async (c) => {
      const { orderId } = c.req.valid('param');
      const order = await readPurchaseOrder(db, c.var.address, orderId, ctx.config.ledger);
      if (order === null) throw new ApiError(404, 'No such order');
      return c.json(ok(order), 200);
    })
    .get('/mining', auth, async (c) =>
      c.json(ok(await readMining(db, c.var.address, ctx.now(), ctx.config.ledger)), 200),
    )
    .get('/mining-history', auth, days, async (c) => {
      const history = await readMiningHistory(db, c.var.address, ctx.now(), c.req.valid('query').days);
      return c.json(ok(history), 200);
    })
    .get('/mining-log', auth, paging, async (c) =>
      c.json(ok(await readMiningLog(db, c.var.address, c.req.valid('query'))), 200),
    )
    .get('/mining-claim-log', auth, paging, async (c) =>
      c.json(ok(await readClaimLog(db, 'mining_claims', c.var.address, c.req.valid('query'))), 200),
    );
}
