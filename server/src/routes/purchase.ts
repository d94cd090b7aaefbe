import { Hono } from 'hono';
import * as z from 'zod';
import { requireAuth } from '../auth/require-auth';
import type { AppContext, AuthedEnv } from '../context';
import { limitPerUser } from '../http/rate-limit';
import { respond } from '../http/respond';
import { validate } from '../http/validate';
import { createOrder } from '../ledger/orders';
import { TOKEN_UNIT } from '../ledger/rules';

const MAX_TOKENS = 1_000_000n;

/** A whole number of tokens from 1 to 1,000,000, as a decimal string of base units. */
const amountSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,40}$/, 'amount must be a positive decimal string of base units')
  .transform(BigInt)
  .refine(
    (v) => v % TOKEN_UNIT === 0n && v >= TOKEN_UNIT && v <= MAX_TOKENS * TOKEN_UNIT,
    'amount must be a whole number of tokens from 1 to 1,000,000, in base units',
  );

export function purchaseRoutes(ctx: AppContext) {
  const { config } = ctx;
  return new Hono<AuthedEnv>().post(
    '/',
    requireAuth(ctx),
    limitPerUser(ctx.limits.ordersPerUser),
    validate('json', z.strictObject({ amount: amountSchema })),
    async (c) => {
      const { amount } = c.req.valid('json');
      const outcome = await createOrder(
        ctx.db,
        { address: c.var.address, amount, now: ctx.now() },
        {
          priceWei: config.token.priceWei,
          // Paid by calling pay(reference) on the contract, from any wallet (a key or a contract account).
          payTo: config.paymentsContract,
          chainId: config.chain.id,
          ttlMs: config.orderTtlMs,
          rules: config.ledger,
        },
      );
      return respond(c, outcome);
    },
  );
}
