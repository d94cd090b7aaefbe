import * as z from 'zod/mini';
import type { ApiClient, RequestOptions } from '../api-client';
import { amountSchema } from '../contract-schemas';

const commissionBalanceSchema = z.object({
  available: amountSchema,
  totalEarned: amountSchema,
  totalClaimed: amountSchema,
});

export type GetCommissionBalanceParameters = RequestOptions;
export type GetCommissionBalanceReturnType = z.infer<typeof commissionBalanceSchema>;

/** GET /me/commission-balance: commission available to claim, earned and claimed so far. */
export function getCommissionBalance(
  client: ApiClient,
  parameters: GetCommissionBalanceParameters = {},
): Promise<GetCommissionBalanceReturnType> {
  return client.request({
    method: 'GET',
    path: '/me/commission-balance',
    auth: true,
    schema: commissionBalanceSchema,
    signal: parameters.signal,
  });
}
