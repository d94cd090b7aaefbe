import { Hono } from 'hono';
import { chainFor } from '../chain-client';
import type { AppContext } from '../context';
import { ApiError, ok } from '../http/errors';
import { readMiningPools, readTokenTotals } from '../read/public';
import { ttlCache } from '../read/ttl-cache';

/**
 * No token: the mining pools and the token's public figures (`/public/<symbol in lower case>`). Both are
 * served from memory for PUBLIC_CACHE_SECONDS (server/README.md): figures that lag a purchase or a claim by
 * that long mislead nobody, and every instance answers them without a query per request.
 */
export function publicRoutes(ctx: AppContext) {
  const { token } = ctx.config;
  const currency = chainFor(ctx.config).nativeCurrency.symbol;
  const clock = () => ctx.now().getTime();
  const pools = ttlCache(() => readMiningPools(ctx.db), ctx.config.publicCacheMs, clock);
  const tokenInfo = ttlCache(
    async () => ({
      symbol: token.symbol,
      name: token.name,
      decimals: token.decimals,
      price: { value: token.priceWei.toString(), currency },
      totalSupply: token.totalSupply.toString(),
      ...(await readTokenTotals(ctx.db)),
    }),
    ctx.config.publicCacheMs,
    clock,
  );
  return new Hono()
    .get('/mining-pools', async (c) => c.json(ok(await pools()), 200))
    .get('/:symbol', async (c) => {
      if (c.req.param('symbol') !== token.symbol.toLowerCase()) throw new ApiError(404, 'Not found');
      return c.json(ok(await tokenInfo()), 200);
    });
}
