import * as z from 'zod/mini';
import type { ApiClient, RequestOptions } from '../api-client';
import { amountSchema, idSchema, timeSchema } from '../contract-schemas';

const miningStatusSchema = z.object({
  poolId: idSchema,
  power: amountSchema,
  /** Accrued and not yet claimed, as of the server's clock when it answered. */
  pending: amountSchema,
  claimed: amountSchema,
  /** Base units per second; the app ticks `pending` forward with it. */
  ratePerSecond: amountSchema,
  lastClaimAt: z.nullable(timeSchema),
  spec: z.object({
    lastCollectAt: z.nullable(timeSchema),
    nextCollectAt: z.nullable(timeSchema),
    bonus: amountSchema,
  }),
});

export type GetMiningParameters = RequestOptions;
export type GetMiningReturnType = z.infer<typeof miningStatusSchema>;

/** GET /me/mining: the user's power, pending rewards, rate and special-collection schedule. */
export function getMining(
  client: ApiClient,
  parameters: GetMiningParameters = {},
): Promise<GetMiningReturnType> {
  return client.request({
    method: 'GET',
    path: '/me/mining',
    auth: true,
    schema: miningStatusSchema,
    signal: parameters.signal,
  });
}
