import * as z from 'zod/mini';
import type { ApiClient, RequestOptions } from '../api-client';
import { amountSchema } from '../contract-schemas';

const purchaseSummarySchema = z.object({
  paidAmount: amountSchema,
  paidOrders: z.int().check(z.nonnegative()),
});

export type GetPurchaseSummaryParameters = RequestOptions;
export type GetPurchaseSummaryReturnType = z.infer<typeof purchaseSummarySchema>;

/** GET /me/purchase/summary: tokens bought in paid orders (base units) and how many orders that is. */
export function getPurchaseSummary(
  client: ApiClient,
  parameters: GetPurchaseSummaryParameters = {},
): Promise<GetPurchaseSummaryReturnType> {
  return client.request({
    method: 'GET',
    path: '/me/purchase/summary',
    auth: true,
    schema: purchaseSummarySchema,
    signal: parameters.signal,
  });
}
