import type * as z from 'zod/mini';
import type { ApiClient, RequestOptions } from '../api-client';
import { isApiError } from '../api-error';
import { purchaseRecordSchema } from './get-purchase-history';

export type GetPurchaseOrderParameters = RequestOptions & { orderId: string };
export type GetPurchaseOrderReturnType = z.infer<typeof purchaseRecordSchema> | null;

/** GET /me/purchase/orders/:orderId: one of the user's orders, or null when the server has no such order. */
export async function getPurchaseOrder(
  client: ApiClient,
  { orderId, signal }: GetPurchaseOrderParameters,
): Promise<GetPurchaseOrderReturnType> {
  try {
    return await client.request({
      method: 'GET',
      path: `/me/purchase/orders/${encodeURIComponent(orderId)}`,
      auth: true,
      schema: purchaseRecordSchema,
      signal,
    });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}
