import * as z from 'zod/mini';
import type { ApiClient, RequestOptions } from '../api-client';
import { amountSchema, type ClaimParameters, timeSchema } from '../contract-schemas';

const specCollectionSchema = z.object({ collected: amountSchema, nextCollectAt: timeSchema });

export type CollectSpecMiningParameters = RequestOptions & ClaimParameters;
export type CollectSpecMiningReturnType = z.infer<typeof specCollectionSchema>;

/** POST /spec-mining/collection: the daily 1% bonus; before the cooldown ends the server answers 409. */
export function collectSpecMining(
  client: ApiClient,
  parameters: CollectSpecMiningParameters,
): Promise<CollectSpecMiningReturnType> {
  return client.request({
    method: 'POST',
    path: '/spec-mining/collection',
    body: { now: parameters.now },
    auth: true,
    schema: specCollectionSchema,
    signal: parameters.signal,
  });
}
