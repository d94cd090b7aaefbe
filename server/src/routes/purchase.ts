import { Hono } from 'hono';
import * as z from 'zod';
import { requireAuth } from '../auth/require-auth';
import type { AppContext, AuthedEnv } from '../context';
import { ApiError } from '../http/errors';
import { limitPerUser } from '../http/rate-limit';
import { respond } from '../http/respond';
import { validate } from '../http/validate';
import { createOrder } from '../ledger/orders';
import { TOKEN_UNIT } from '../ledger/rules';

const MAX_TOKENS = 1_000_000n;
/** Code an EIP-7702 account carries: an EOA delegating to a contract, still sending its own transactions. */
const EIP7702_DELEGATION = /^0xef0100[0-9a-f]{40}$/i;

const contractWalletRefusal = () =>
  new ApiError(
    409,
    'Smart-contract wallets cannot pay for orders yet: sign in with a regular wallet (an externally owned account)',
    { reason: 'contract_wallet' },
  );

/**
 * Refuses an order that could never be credited: a smart-contract wallet (Safe, an ERC-4337 account) pays
 * through an internal call, which the chain watcher does not see (it reads transactions to the treasury).
 * An account that signed in through a contract is one even before it is deployed (no code yet).
 */
async function refuseContractWallet(ctx: AppContext, address: string): Promise<void> {
  const { rows } = await ctx.db.query<{ signs_as_contract: boolean }>(
    'SELECT signs_as_contract FROM users WHERE address = $1',
    [address.toLowerCase()],
  );
  if (rows[0]?.signs_as_contract) throw contractWalletRefusal();
  const code = await ctx.chainClient
    .getCode({ address: address as `0x${string}` })
    .catch((error: unknown) => {
      ctx.logger.error(
        'purchase: contract code check failed:',
        error instanceof Error ? error.message : error,
      );
      throw new ApiError(502, 'Chain RPC unavailable: try again in a moment');
    });
  if (code && code !== '0x' && !EIP7702_DELEGATION.test(code)) throw contractWalletRefusal();
}

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
      await refuseContractWallet(ctx, c.var.address);
      const outcome = await createOrder(
        ctx.db,
        { address: c.var.address, amount, now: ctx.now() },
        {
          priceWei: config.token.priceWei,
          payTo: config.treasury,
          chainId: config.chain.id,
          ttlMs: config.orderTtlMs,
          rules: config.ledger,
        },
      );
      return respond(c, outcome);
    },
  );
}
