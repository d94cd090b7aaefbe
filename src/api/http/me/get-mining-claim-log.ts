import * as z from 'zod/mini';
import type { ApiClient, RequestOptions } from '../api-client';
import { amountSchema, idSchema, type Paged, type PageParameters, timeSchema } from '../contract-schemas';
import { requestSignedInPage } from './signed-in-page';

const miningClaimSchema = z.object({
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
  return requestSignedInPage(client, '/me/mining-claim-log', miningClaimSchema, parameters);
}
