import * as z from 'zod/mini';
import type { ApiClient, RequestOptions } from '../api-client';
import {
  addressSchema,
  amountSchema,
  idSchema,
  type Paged,
  type PageParameters,
  timeSchema,
} from '../contract-schemas';
import { requestSignedInPage } from './signed-in-page';

const commissionEntrySchema = z.object({
  id: idSchema,
  fromAddress: addressSchema,
  level: z.union([z.literal(1), z.literal(2)]),
  orderId: idSchema,
  amount: amountSchema,
  createdAt: timeSchema,
});

export type GetCommissionLogParameters = RequestOptions & PageParameters;
export type GetCommissionLogReturnType = Paged<z.infer<typeof commissionEntrySchema>>;

/** GET /me/commission-log: commission earned per paid purchase of the team, paged. */
export function getCommissionLog(
  client: ApiClient,
  parameters: GetCommissionLogParameters = {},
): Promise<GetCommissionLogReturnType> {
  return requestSignedInPage(client, '/me/commission-log', commissionEntrySchema, parameters);
}
