import type * as z from 'zod/mini';
import type { ApiClient, RequestOptions } from '../api-client';
import { type ClaimParameters, claimResultSchema } from '../contract-schemas';

export type ClaimMiningParameters = RequestOptions & ClaimParameters;
export type ClaimMiningReturnType = z.infer<typeof claimResultSchema>;

/** POST /mining/claim: moves everything accrued so far to the claimed balance ("0" when nothing is). */
export function claimMining(
  client: ApiClient,
  parameters: ClaimMiningParameters,
): Promise<ClaimMiningReturnType> {
  return client.request({
    method: 'POST',
    path: '/mining/claim',
    body: { now: parameters.now },
    auth: true,
    schema: claimResultSchema,
    signal: parameters.signal,
  });
}
