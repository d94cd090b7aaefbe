import { Hono } from 'hono';
import { chainFor } from '../chain-client';
import type { AppContext } from '../context';
import { jsonWithHeaders, serialise } from '../http/complete-response';
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
  // Kept serialised: a cached read answers without building its JSON again.
  const pools = ttlCache(
    async () => serialise(ok(await readMiningPools(ctx.db))),
    ctx.config.publicCacheMs,
    clock,
  );
  const tokenInfo = ttlCache(
    async () =>
      serialise(
        ok({
          symbol: token.symbol,
          name: token.name,
          decimals: token.decimals,
          price: { value: token.priceWei.toString(), currency },
          totalSupply: token.totalSupply.toString(),
          ...(await readTokenTotals(ctx.db)),
        }),
      ),
    ctx.config.publicCacheMs,
    clock,
  );
  return new Hono()
    .get('/mining-pools', async (c) => jsonWithHeaders(c, await pools(), 200))
    .get('/:symbol', async (c) => {
      if (c.req.param('symbol') !== token.symbol.toLowerCase()) throw new ApiError(404, 'Not found');
      return jsonWithHeaders(c, await tokenInfo(), 200);
    });
}
