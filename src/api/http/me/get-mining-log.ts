import * as z from 'zod/mini';
import type { ApiClient, RequestOptions } from '../api-client';
import { amountSchema, idSchema, type Paged, type PageParameters, timeSchema } from '../contract-schemas';
import { requestSignedInPage } from './signed-in-page';

const miningLogEntrySchema = z.object({
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
  return requestSignedInPage(client, '/me/mining-log', miningLogEntrySchema, parameters);
}
