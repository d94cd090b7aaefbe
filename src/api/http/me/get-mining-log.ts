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

export const miningLogEntrySchema = z.object({
  id: idSchema,
  kind: z.enum(['mining', 'spec']),
  amount: amountSchema,
  createdAt: timeSchema,
});

export type GetMiningLogParameters = RequestOptions & PageParameters;
export type GetMiningLogReturnType = Paged<z.infer<typeof miningLogEntrySchema>>;

/** GET /me/mining-log: mining and special-collection credits, paged. */
export function getMiningLog(
  client: ApiClient,
  parameters: GetMiningLogParameters = {},
): Promise<GetMiningLogReturnType> {
  return client.request({
    method: 'GET',
    path: '/me/mining-log',
    query: { page: parameters.page, size: parameters.size },
    auth: true,
    schema: pagedSchema(miningLogEntrySchema),
    signal: parameters.signal,
  });
}
