import * as z from 'zod/mini';
import type { ApiClient, RequestOptions } from '../api-client';
import { addressSchema, amountSchema, timeSchema } from '../contract-schemas';

export const meSchema = z.object({
  address: addressSchema,
  inviteCode: z.string(),
  inviter: z.nullable(addressSchema),
  createdAt: timeSchema,
  pass: z.object({ holder: z.boolean(), since: z.nullable(timeSchema) }),
  balance: z.object({ claimed: amountSchema, commission: amountSchema }),
});

export type GetMeParameters = RequestOptions;
export type GetMeReturnType = z.infer<typeof meSchema>;

/** GET /me: the signed-in user's profile, pass and balances. */
export function getMe(client: ApiClient, parameters: GetMeParameters = {}): Promise<GetMeReturnType> {
  return client.request({
    method: 'GET',
    path: '/me',
    auth: true,
    schema: meSchema,
    signal: parameters.signal,
  });
}
