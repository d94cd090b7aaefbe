import type * as z from 'zod/mini';
import type { ApiClient, RequestOptions } from '../api-client';
import { type PageParameters, pagedSchema } from '../contract-schemas';

/** One page of a signed-in list call: `page` and `size` in the query, the bearer token, the paged envelope. */
export function requestSignedInPage<Item extends z.ZodMiniType>(
  client: ApiClient,
  path: `/me/${string}`,
  itemSchema: Item,
  parameters: RequestOptions & PageParameters,
) {
  return client.request({
    method: 'GET',
    path,
    query: { page: parameters.page, size: parameters.size },
    auth: true,
    schema: pagedSchema(itemSchema),
    signal: parameters.signal,
  });
}
