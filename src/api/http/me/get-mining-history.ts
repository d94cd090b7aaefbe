import * as z from 'zod/mini';
import type { ApiClient, RequestOptions } from '../api-client';
import { amountSchema, type DaysParameters, daySchema } from '../contract-schemas';

const miningDaySchema = z.object({
  date: daySchema,
  /** Whole power units at the end of the day (now, for today). */
  power: amountSchema,
  /** Base units credited that day by mining claims and special collections. */
  claimed: amountSchema,
});

const miningHistorySchema = z.object({ items: z.array(miningDaySchema) });

export type GetMiningHistoryParameters = RequestOptions & DaysParameters;
export type GetMiningHistoryReturnType = z.infer<typeof miningHistorySchema>;

/** GET /me/mining-history: power and claimed rewards per UTC day, oldest first, every day listed. */
export function getMiningHistory(
  client: ApiClient,
  parameters: GetMiningHistoryParameters = {},
): Promise<GetMiningHistoryReturnType> {
  return client.request({
    method: 'GET',
    path: '/me/mining-history',
    query: { days: parameters.days },
    auth: true,
    schema: miningHistorySchema,
    signal: parameters.signal,
  });
}
