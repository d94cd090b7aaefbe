import { Hono } from 'hono';
import type { ChainStatus } from '../chain/chain-monitor';
import type { AppContext } from '../context';
import { ApiError, ok } from '../http/errors';

/** A first reading still in flight is awaited this long at most. */
const CHAIN_TIMEOUT_MS = 3_000;

/**
 * Liveness of the two things the API depends on: the database (500 if down) and the chain, as the watcher
 * last read it (no RPC call per request): 502 when the node did not answer or the reading is stale, 502 with
 * `reason: wrong_chain` and both ids when the node serves another chain than CHAIN.
 */
export function healthRoutes(ctx: AppContext) {
  return new Hono().get('/', async (c) => {
    const db = await ctx.db.query('SELECT 1').then(
      () => 'ok' as const,
      () => 'down' as const,
    );
    if (db !== 'ok') throw new ApiError(500, 'Database unavailable');
    const chain = await Promise.race([
      ctx.chainStatus(),
      new Promise<ChainStatus>((resolve) =>
        setTimeout(() => resolve({ kind: 'unreachable' }), CHAIN_TIMEOUT_MS).unref(),
      ),
    ]);
    if (chain.kind === 'wrong-chain')
      throw new ApiError(
        502,
        `The chain RPC serves chain ${chain.served}, not the configured ${chain.expected}`,
        {
          reason: 'wrong_chain',
          expected: chain.expected,
          served: chain.served,
        },
      );
    if (chain.kind !== 'ok') throw new ApiError(502, 'Chain RPC unavailable');
    return c.json(
      ok({ status: 'ok' as const, db, chain: { id: chain.chainId, block: Number(chain.block) } }),
      200,
    );
  });
}
