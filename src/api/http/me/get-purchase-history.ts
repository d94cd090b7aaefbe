import * as z from 'zod/mini';
import type { ApiClient, RequestOptions } from '../api-client';
import {
  addressSchema,
  amountSchema,
  hexSchema,
  idSchema,
  type Paged,
  type PageParameters,
  timeSchema,
} from '../contract-schemas';
import { requestSignedInPage } from './signed-in-page';

/** A payment the server saw with an order's reference, and what is owed back for it (docs/api-contract.md). */
const orderPaymentSchema = z.object({
  txHash: hexSchema,
  from: addressSchema,
  value: amountSchema,
  minedAt: timeSchema,
  outcome: z.enum(['counted', 'wrong_sender', 'late', 'duplicate']),
  refund: z.nullable(
    z.object({
      amount: amountSchema,
      status: z.enum(['awaiting', 'refunded']),
      txHash: z.nullable(hexSchema),
    }),
  ),
});

// The payment fields are optional so the app still lists orders from a server that predates them.
export const purchaseRecordSchema = z.object({
  orderId: idSchema,
  amount: amountSchema,
  value: amountSchema,
  status: z.enum(['awaiting_payment', 'paid', 'expired']),
  txHash: z.nullable(hexSchema),
  createdAt: timeSchema,
  paidAt: z.nullable(timeSchema),
  reference: z.optional(hexSchema),
  payTo: z.optional(addressSchema),
  chainId: z.optional(z.int().check(z.positive())),
  expiresAt: z.optional(timeSchema),
  received: z.optional(amountSchema),
  payments: z.optional(z.array(orderPaymentSchema)),
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
