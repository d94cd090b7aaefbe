import * as z from 'zod/mini';
import type { ApiClient, RequestOptions } from '../api-client';
import {
  amountSchema,
  hexSchema,
  idSchema,
  type Paged,
  type PageParameters,
  timeSchema,
} from '../contract-schemas';
import { requestSignedInPage } from './signed-in-page';

const purchaseRecordSchema = z.object({
  orderId: idSchema,
  amount: amountSchema,
  value: amountSchema,
  status: z.enum(['awaiting_payment', 'paid', 'expired']),
  txHash: z.nullable(hexSchema),
  createdAt: timeSchema,
  paidAt: z.nullable(timeSchema),
});

export type GetPurchaseHistoryParameters = RequestOptions & PageParameters;
export type GetPurchaseHistoryReturnType = Paged<z.infer<typeof purchaseRecordSchema>>;

/** GET /me/purchase/history: the user's orders, newest first, paged. */
export function getPurchaseHistory(
  client: ApiClient,
  parameters: GetPurchaseHistoryParameters = {},
): Promise<GetPurchaseHistoryReturnType> {
  return requestSignedInPage(client, '/me/purchase/history', purchaseRecordSchema, parameters);
}
