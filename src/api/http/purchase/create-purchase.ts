import * as z from 'zod/mini';
import type { ApiClient, RequestOptions } from '../api-client';
import { addressSchema, amountSchema, hexSchema, idSchema, timeSchema } from '../contract-schemas';

const purchaseOrderSchema = z.object({
  orderId: idSchema,
  /** Tokens bought, in base units. */
  amount: amountSchema,
  /** Native coin to pay, in base units: exactly this, or more. */
  value: amountSchema,
  payTo: addressSchema,
  chainId: z.int().check(z.positive()),
  /** Goes into the payment transaction's data so the server's watcher can match it to the order. */
  reference: hexSchema,
  expiresAt: timeSchema,
  status: z.literal('awaiting_payment'),
});

export type CreatePurchaseParameters = RequestOptions & {
  /** Whole tokens expressed in base units, as a decimal string. */
  amount: string;
};
export type CreatePurchaseReturnType = z.infer<typeof purchaseOrderSchema>;

/** POST /purchase: opens an order the wallet then pays on-chain. */
export function createPurchase(
  client: ApiClient,
  parameters: CreatePurchaseParameters,
): Promise<CreatePurchaseReturnType> {
  return client.request({
    method: 'POST',
    path: '/purchase',
    body: { amount: parameters.amount },
    auth: true,
    schema: purchaseOrderSchema,
    signal: parameters.signal,
  });
}
