import type * as z from 'zod/mini';
import type { ApiClient, RequestOptions } from '../api-client';
import { type ClaimParameters, claimResultSchema } from '../contract-schemas';

export type ClaimCommissionParameters = RequestOptions & ClaimParameters;
export type ClaimCommissionReturnType = z.infer<typeof claimResultSchema>;

/** POST /me/commission/claim: moves the available commission to the claimed balance; same `now`, same result. */
export function claimCommission(
  client: ApiClient,
  parameters: ClaimCommissionParameters,
): Promise<ClaimCommissionReturnType> {
  return client.request({
    method: 'POST',
    path: '/me/commission/claim',
    body: { now: parameters.now },
    auth: true,
    schema: claimResultSchema,
    signal: parameters.signal,
  });
}
