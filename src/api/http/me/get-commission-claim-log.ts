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

export const commissionClaimSchema = z.object({
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
  return client.request({
    method: 'GET',
    path: '/me/commission-claim-log',
    query: { page: parameters.page, size: parameters.size },
    auth: true,
    schema: pagedSchema(commissionClaimSchema),
    signal: parameters.signal,
  });
}
