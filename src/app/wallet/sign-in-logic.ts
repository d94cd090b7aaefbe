import type { Config } from '@wagmi/core';
import type { Address } from 'viem';
import { fromPromise } from 'xstate';
import { signMessage } from '@/api/chain/sign-message';
import type { ApiClient } from '@/api/http/api-client';
import { getCode } from '@/api/http/client-user/get-code';
import { submitChallenge } from '@/api/http/client-user/submit-challenge';
import {
  type PrepareMessageInput,
  type PrepareMessageOutput,
  type SignMessageInput,
  type SignMessageOutput,
  signInMachine,
  type VerifySignatureInput,
  type VerifySignatureOutput,
} from '@/machines/sign-in/sign-in.machine';

/** Where the referral code for the first sign-in is kept (src/app/session/invite-code.ts in the app). */
export interface InviteCodeStore {
  pending: () => string | null;
  forget: () => void;
}

const noInviteCode: InviteCodeStore = { pending: () => null, forget: () => undefined };

/**
 * The sign-in adapter over the API (docs/api-contract.md, section 2): getNonce + createMessage are one call here, get-code,
 * which returns the nonce and the full EIP-4361 text (the server writes it, so domain, chain and expiry are its
 * own); the wallet signs that exact text; verify is the challenge call, which returns the session token. The
 * referral code is the one pending when the signature is sent, and is spent once the challenge succeeds.
 */
export function createSignInLogic({
  config,
  api,
  inviteCodes = noInviteCode,
}: {
  config: Config;
  api: ApiClient;
  inviteCodes?: InviteCodeStore;
}) {
  return signInMachine.provide({
    actors: {
      prepareMessage: fromPromise<PrepareMessageOutput, PrepareMessageInput>(async ({ input, signal }) => {
        const { nonce, message, expiresAt } = await getCode(api, { address: input.address, signal });
        return { nonce, message, expiresAt };
      }),
      signMessage: fromPromise<SignMessageOutput, SignMessageInput>(async ({ input }) => {
        const { signature } = await signMessage(config, {
          message: input.message,
          address: input.address as Address,
        });
        return signature;
      }),
      verifySignature: fromPromise<VerifySignatureOutput, VerifySignatureInput>(async ({ input, signal }) => {
        const { token, expiresAt } = await submitChallenge(api, {
          address: input.address,
          message: input.message,
          signature: input.signature,
          inviteCode: input.inviteCode ?? inviteCodes.pending() ?? undefined,
          signal,
        });
        inviteCodes.forget();
        return { token, expiresAt };
      }),
    },
  });
}
