import { Hono } from 'hono';
import type { AppContext } from '../context';
import { ApiError, ok } from '../http/errors';

const CHAIN_TIMEOUT_MS = 3_000;

/** Liveness of the two things the API depends on: the database (500 if down) and the chain RPC (502). */
export function healthRoutes(ctx: AppContext) {
  return new Hono().get('/', async (c) => {
    const db = await ctx.db.query('SELECT 1').then(
      () => 'ok' as const,
      () => 'down' as const,
    );
    if (db !== 'ok') throw new ApiError(500, 'Database unavailable');
    const block = await Promise.race([
      ctx.chainClient.getBlockNumber({ cacheTime: 0 }),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('timeout')), CHAIN_TIMEOUT_MS).unref(),
      ),
    ]).catch(() => null);
    if (block === null) throw new ApiError(502, 'Chain RPC unavailable');
    return c.json(
      ok({ status: 'ok' as const, db, chain: { id: ctx.config.chain.id, block: Number(block) } }),
      200,
    );
  });
}
