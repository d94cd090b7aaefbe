/** The message keys of docs/wallet-behaviour.md section 7; the view translates them. */
export type SignInErrorKey =
  | 'sign_in.message.preparing_error'
  | 'sign_in.signature.signing_error'
  | 'sign_in.signature.verifying_error'
  | 'sign_in.signature.oops_error';

export interface SignInInput {
  address: string;
  chainId: number;
  /** The referral code to bind at the first sign-in, if the visitor came with one. */
  inviteCode?: string | null;
}

/** `prepareMessage`: the API's get-code for this address; the message is the full text to sign. */
export interface PrepareMessageInput {
  address: string;
  chainId: number;
}
export interface PrepareMessageOutput {
  nonce: string;
  message: string;
  /** When the server stops accepting this nonce (ISO 8601). */
  expiresAt: string;
}

/** `signMessage`: the wallet signs the message; resolves to the signature, rejects with the wallet's error. */
export interface SignMessageInput {
  address: string;
  message: string;
}
export type SignMessageOutput = string;

/**
 * `verifySignature`: the API's challenge. Resolves to the session; rejects with an error whose numeric `status`
 * is the HTTP status when the API answered (a 4xx means the signature was refused), any other error otherwise.
 */
export interface VerifySignatureInput {
  address: string;
  message: string;
  signature: string;
  inviteCode: string | null;
}
export interface VerifySignatureOutput {
  token: string;
  expiresAt: string;
}

export type SignInOutput = { outcome: 'signedIn'; session: VerifySignatureOutput } | { outcome: 'cancelled' };

export interface SignInContext {
  address: string;
  chainId: number;
  inviteCode: string | null;
  nonce: string | null;
  message: string | null;
  /** The current message's expiry (ISO 8601), from the server. */
  messageExpiresAt: string | null;
  signature: string | null;
  session: VerifySignatureOutput | null;
  errorKey: SignInErrorKey | null;
}

export type SignInEvent =
  | { type: 'user.sendMessage' }
  | { type: 'user.retry' }
  | { type: 'user.cancel' }
  /** The account or the chain changed while the modal was open: the attempt starts over for the new one. */
  | { type: 'wallet.changed'; address: string; chainId: number };

/** A nonce request that has not answered after this long has failed (the dialog offers Try again). */
export const PREPARE_MESSAGE_TIMEOUT_MS = 15_000;
/** A new message is fetched this long before the current one expires, so a failure leaves it usable meanwhile. */
export const MESSAGE_RENEWAL_MARGIN_MS = 60_000;
/**
 * The shortest wait before a renewal: a device clock far ahead of the server's would otherwise see every message
 * as expired on arrival and fetch without pause.
 */
const MIN_MESSAGE_RENEWAL_DELAY_MS = 60_000;

const msUntil = (iso: string | null, now: number) => (iso === null ? 0 : Date.parse(iso) - now);

/** How long the current message is used before a fresh one is fetched. */
export const messageRenewalDelay = (context: SignInContext, now: number) =>
  Math.max(MIN_MESSAGE_RENEWAL_DELAY_MS, msUntil(context.messageExpiresAt, now) - MESSAGE_RENEWAL_MARGIN_MS);

/** How long the current message stays valid (a failed renewal keeps it for Try again until then). */
export const messageExpiryDelay = (context: SignInContext, now: number) =>
  Math.max(0, msUntil(context.messageExpiresAt, now));
