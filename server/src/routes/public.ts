import { Hono } from 'hono';
import { chainFor } from '../chain-client';
import type { AppContext } from '../context';
import { ApiError, ok } from '../http/errors';
import { readMiningPools, readTokenTotals } from '../read/public';

/** No token: the mining pools and the token's public figures (`/public/<symbol in lower case>`). */
export function publicRoutes(ctx: AppContext) {
  const { token } = ctx.config;
  const currency = chainFor(ctx.config).nativeCurrency.symbol;
  return new Hono()
    .get('/mining-pools', async (c) => c.json(ok(await readMiningPools(ctx.db)), 200))
    .get('/:symbol', async (c) => {
      if (c.req.param('symbol') !== token.symbol.toLowerCase()) throw new ApiError(404, 'Not found');
      const totals = await readTokenTotals(ctx.db);
      return c.json(
        ok({
          symbol: token.symbol,
          name: token.name,
          decimals: token.decimals,
          price: { value: token.priceWei.toString(), currency },
          totalSupply: token.totalSupply.toString(),
          ...totals,
        }),
        200,
      );
    });
}
