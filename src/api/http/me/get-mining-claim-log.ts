import * as z from 'zod/mini';
import type { ApiClient, RequestOptions } from '../api-client';
import {
  amountSchema,
  idSchema,
  type Paged,
  type PageParameters,
  pagedSchema,
  timeSchema,
} from '../contract-schemas';

export const miningClaimSchema = z.object({
  id: idSchema,
  amount: amountSchema,
  now: z.int(),
  createdAt: timeSchema,
});

export type GetMiningClaimLogParameters = RequestOptions & PageParameters;
export type GetMiningClaimLogReturnType = Paged<z.infer<typeof miningClaimSchema>>;

/** GET /me/mining-claim-log: past mining claims, paged. */
export function getMiningClaimLog(
  client: ApiClient,
  parameters: GetMiningClaimLogParameters = {},
): Promise<GetMiningClaimLogReturnType> {
  return client.request({
    method: 'GET',
    path: '/me/mining-claim-log',
    query: { page: parameters.page, size: parameters.size },
    auth: true,
    schema: pagedSchema(miningClaimSchema),
    signal: parameters.signal,
  });
}
