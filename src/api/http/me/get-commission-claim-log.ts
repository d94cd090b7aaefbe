import * as z from 'zod/mini';
import type { ApiClient, RequestOptions } from '../api-client';
import { amountSchema, idSchema, type Paged, type PageParameters, timeSchema } from '../contract-schemas';
import { requestSignedInPage } from './signed-in-page';

const commissionClaimSchema = z.object({
  id: idSchema,
  amount: amountSchema,
  now: z.int(),
  createdAt: timeSchema,
});

export type GetCommissionClaimLogParameters = RequestOptions & PageParameters;
export type GetCommissionClaimLogReturnType = Paged<z.infer<typeof commissionClaimSchema>>;

/** GET /me/commission-claim-log: past commission claims, paged. */
export function getCommissionClaimLog(
  client: ApiClient,
  parameters: GetCommissionClaimLogParameters = {},
): Promise<GetCommissionClaimLogReturnType> {
  return requestSignedInPage(client, '/me/commission-claim-log', commissionClaimSchema, parameters);
}
