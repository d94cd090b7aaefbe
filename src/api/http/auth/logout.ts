import * as z from 'zod/mini';
import type { ApiClient, RequestOptions } from '../api-client';

export const logoutSchema = z.object({ loggedOut: z.literal(true) });

export type LogoutParameters = RequestOptions & {
  /** The session's token, already removed from storage by the caller. */
  token: string;
};

/** POST /auth/logout: revokes the session on the server (api-contract.md, Sessions). */
export function logout(
  client: ApiClient,
  parameters: LogoutParameters,
): Promise<z.infer<typeof logoutSchema>> {
  return client.request({
    method: 'POST',
    path: '/auth/logout',
    auth: false,
    bearer: parameters.token,
    schema: logoutSchema,
    signal: parameters.signal,
  });
}
