import { createSiweMessage, parseSiweMessage } from 'viem/siwe';

/** How long a sign-in message may be signed and submitted. */
export const SIGN_IN_TTL_MS = 5 * 60_000;
/** Tolerated difference between our clock and the issued-at we wrote (clock steps, slow requests). */
const CLOCK_SKEW_MS = 60_000;

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

/**
 * Checks every field of a stored message against this deployment's terms, the address and nonce it was issued
 * for, and the clock (viem's validateSiweMessage skips uri, chainId, version and issuedAt).
 */
export function isSignInMessageValid(
  message: string,
  expected: { terms: SignInTerms; address: string; nonce: string; now: Date },
): boolean {
  const parsed = parseSiweMessage(message);
  const now = expected.now.getTime();
  const issuedAt = parsed.issuedAt?.getTime() ?? Number.NaN;
  const expiresAt = parsed.expirationTime?.getTime() ?? Number.NaN;
  return (
    parsed.domain === expected.terms.domain &&
    parsed.uri === expected.terms.uri &&
    parsed.chainId === expected.terms.chainId &&
    parsed.statement === expected.terms.statement &&
    parsed.version === '1' &&
    parsed.scheme === undefined &&
    parsed.address?.toLowerCase() === expected.address.toLowerCase() &&
    parsed.nonce === expected.nonce &&
    issuedAt <= now + CLOCK_SKEW_MS &&
    now - issuedAt <= SIGN_IN_TTL_MS + CLOCK_SKEW_MS &&
    expiresAt > now &&
    (parsed.notBefore === undefined || parsed.notBefore.getTime() <= now)
  );
}
