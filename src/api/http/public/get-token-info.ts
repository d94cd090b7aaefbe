import * as z from 'zod/mini';
import type { ApiClient, RequestOptions } from '../api-client';
import { amountSchema, countSchema } from '../contract-schemas';

const tokenInfoSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  decimals: z.int().check(z.nonnegative()),
  /** Native base units per whole token. */
  price: z.object({ value: amountSchema, currency: z.string() }),
  totalSupply: amountSchema,
  sold: amountSchema,
  mined: amountSchema,
  holders: countSchema,
});

export type GetTokenInfoParameters = RequestOptions & {
  /** The token's lower-case path segment ({product}, `site.token.pathSegment`). */
  pathSegment: string;
};
export type GetTokenInfoReturnType = z.infer<typeof tokenInfoSchema>;

/** GET /public/{product}: the token's public figures (no token). */
export function getTokenInfo(
  client: ApiClient,
  parameters: GetTokenInfoParameters,
): Promise<GetTokenInfoReturnType> {
  return client.request({
    method: 'GET',
    path: `/public/${encodeURIComponent(parameters.pathSegment)}`,
    auth: false,
    schema: tokenInfoSchema,
    signal: parameters.signal,
  });
}
