import * as z from 'zod/mini';
import type { ApiClient, RequestOptions } from '../api-client';
import { timeSchema } from '../contract-schemas';

const signInCodeSchema = z.object({
  nonce: z.string().check(z.minLength(8)),
  /** The full EIP-4361 text the wallet signs. */
  message: z.string().check(z.minLength(1)),
  expiresAt: timeSchema,
});

export type GetCodeParameters = RequestOptions & { address: string };
export type GetCodeReturnType = z.infer<typeof signInCodeSchema>;

/** POST /client-user/get-code: a fresh sign-in message for this address (no token). */
export function getCode(client: ApiClient, parameters: GetCodeParameters): Promise<GetCodeReturnType> {
  return client.request({
    method: 'POST',
    path: '/client-user/get-code',
    body: { address: parameters.address },
    auth: false,
    schema: signInCodeSchema,
    signal: parameters.signal,
  });
}
