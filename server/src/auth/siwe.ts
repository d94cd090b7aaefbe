import { createSiweMessage } from 'viem/siwe';

/** How long a sign-in message may be signed and submitted. */
export const SIGN_IN_TTL_MS = 5 * 60_000;

/** What every sign-in message of this deployment says: bound to our origin and chain. */
export interface SignInTerms {
  domain: string;
  uri: string;
  chainId: number;
  statement: string;
}

export function signInTerms(config: {
  publicOrigin: string;
  appName: string;
  chain: { id: number };
}): SignInTerms {
  return {
    domain: new URL(config.publicOrigin).host,
    uri: config.publicOrigin,
    chainId: config.chain.id,
    statement: `Sign in to ${config.appName}. This request will not trigger a transaction or cost any fees.`,
  };
}

/** The full EIP-4361 text for `address` to sign. */
export function buildSignInMessage(
  terms: SignInTerms,
  address: `0x${string}`,
  nonce: string,
  issuedAt: Date,
): string {
  return createSiweMessage({
    ...terms,
    address,
    nonce,
    version: '1',
    issuedAt,
    expirationTime: new Date(issuedAt.getTime() + SIGN_IN_TTL_MS),
  });
}
