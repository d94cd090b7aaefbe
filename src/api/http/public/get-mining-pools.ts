import * as z from 'zod/mini';
import type { ApiClient, RequestOptions } from '../api-client';
import { amountSchema, countSchema, idSchema } from '../contract-schemas';

const miningPoolSchema = z.object({
  id: idSchema,
  name: z.string(),
  dailyEmission: amountSchema,
  totalPower: amountSchema,
  participants: countSchema,
  status: z.enum(['active', 'paused']),
});

export type GetMiningPoolsParameters = RequestOptions;
export type GetMiningPoolsReturnType = z.infer<typeof miningPoolSchema>[];

/** GET /public/mining-pools: the public list of pools (no token). */
export function getMiningPools(
  client: ApiClient,
  parameters: GetMiningPoolsParameters = {},
): Promise<GetMiningPoolsReturnType> {
  return client.request({
    method: 'GET',
    path: '/public/mining-pools',
    auth: false,
    schema: z.array(miningPoolSchema),
    signal: parameters.signal,
  });
}
