import * as z from 'zod/mini';
import type { ApiClient, RequestOptions } from '../api-client';
import { timeSchema } from '../contract-schemas';
import { meSchema } from '../me/get-me';

const signInSessionSchema = z.object({
  token: z.string().check(z.minLength(1)),
  expiresAt: timeSchema,
  user: meSchema,
});

export type SubmitChallengeParameters = RequestOptions & {
  address: string;
  /**
   * The exact message get-code returned, sent along when given (not in the spec's body: the server finds the
   * message from the address alone, and only tries this one when it is sent).
   */
  message?: string | undefined;
  /** The wallet's signature over that message. */
  signature: string;
  inviteCode?: string | undefined;
};
export type SubmitChallengeReturnType = z.infer<typeof signInSessionSchema>;

/**
 * POST /client-user/challenge: trades a signed message for a session token (no token sent; the caller
 * stores the returned one). A failed sign-in is a 401 here, which never clears a stored session.
 */
export function submitChallenge(
  client: ApiClient,
  parameters: SubmitChallengeParameters,
): Promise<SubmitChallengeReturnType> {
  const { address, message, signature, inviteCode } = parameters;
  return client.request({
    method: 'POST',
    path: '/client-user/challenge',
    body: {
      signature,
      address,
      ...(message === undefined ? {} : { message }),
      ...(inviteCode ? { inviteCode } : {}),
    },
    auth: false,
    schema: signInSessionSchema,
    signal: parameters.signal,
  });
}
