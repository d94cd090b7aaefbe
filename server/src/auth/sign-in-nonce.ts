import { createHmac } from 'node:crypto';
import type { Queryable } from '../db/database';
import { buildSignInMessage, SIGN_IN_TTL_MS, type SignInTerms } from './siwe';

/** Every get-code for one address within one such minute returns the same message. */
const SIGN_IN_BUCKET_MS = 60_000;
/**
 * How far ahead of our clock an issue time may be: another instance whose clock runs ahead may have issued
 * the next minute's message already.
 */
const CLOCK_SKEW_MS = 60_000;

/** The nonce MAC key, derived from the session secret under its own label (one secret to configure). */
export function nonceKeyFrom(jwtSecret: string): Buffer {
  return createHmac('sha256', jwtSecret).update('dgrid sign-in nonce v1').digest();
}

export interface NonceDeps {
  terms: SignInTerms;
  /** Key of the nonces' MACs (nonceKeyFrom the JWT secret, so every instance derives the same nonces). */
  nonceKey: Buffer;
}

/** One message this server would have issued: its text, nonce and issue time. */
export interface IssuedMessage {
  nonce: string;
  message: string;
  issuedAt: Date;
  expiresAt: Date;
}

/**
 * The message for `address` issued at `issuedAt` (the start of a minute) as its `sequence`-th of that minute:
 * the nonce is a MAC over exactly these and this deployment's chain and domain, so the server can write the
 * same text again from the address alone, and nobody without the secret can make one.
 */
function derivedMessage(deps: NonceDeps, address: `0x${string}`, issuedAt: Date, sequence: number) {
  const nonce = createHmac('sha256', deps.nonceKey)
    .update(
      [
        'v2',
        address.toLowerCase(),
        issuedAt.toISOString(),
        sequence,
        deps.terms.chainId,
        deps.terms.domain,
      ].join('|'),
    )
    .digest('hex');
  return {
    nonce,
    message: buildSignInMessage(deps.terms, address, nonce, issuedAt),
    issuedAt,
    expiresAt: new Date(issuedAt.getTime() + SIGN_IN_TTL_MS),
  };
}

/**
 * How many sign-ins of `address` used a message issued in each minute since `since` (ms of the minute's
 * start → count). Only a signature by the address can add to these, so nobody else can move them.
 */
async function signInsPerMinute(db: Queryable, address: string, since: Date): Promise<Map<number, number>> {
  const { rows } = await db.query<{ issued_at: Date | string; n: number }>(
    `SELECT issued_at, count(*)::int AS n FROM sign_in_nonces
     WHERE address = $1 AND issued_at >= $2 GROUP BY issued_at`,
    [address.toLowerCase(), since],
  );
  return new Map(rows.map((row) => [new Date(row.issued_at).getTime(), Number(row.n)]));
}

const minuteStart = (ms: number) => Math.floor(ms / SIGN_IN_BUCKET_MS) * SIGN_IN_BUCKET_MS;

/**
 * The message get-code hands out now. It is derived, not stored: issuing writes nothing and voids nothing, so
 * one client's get-code can never cancel or block another's sign-in. Its sequence is the number of sign-ins
 * that already used a message of this minute, so signing in again within the minute (after a sign-out, or
 * with another tab) gets a fresh nonce rather than the used one.
 */
export async function currentMessage(
  deps: NonceDeps & { db: Queryable },
  address: `0x${string}`,
  now: Date,
): Promise<IssuedMessage> {
  const issuedAt = new Date(minuteStart(now.getTime()));
  const used = await signInsPerMinute(deps.db, address, issuedAt);
  return derivedMessage(deps, address, issuedAt, used.get(issuedAt.getTime()) ?? 0);
}

/**
 * Every message issued to `address` that may still be signed at `now`, likeliest first: one per minute whose
 * message has not expired (5 minutes: 5, and the next minute's for clock skew), each the one a get-code
 * of that minute returns now. A message whose nonce a sign-in has used is not among them (the count moved
 * past it), and neither is one that expired.
 */
export async function openMessages(
  deps: NonceDeps & { db: Queryable },
  address: `0x${string}`,
  now: Date,
): Promise<IssuedMessage[]> {
  // This minute back to the oldest unexpired one (where a signature usually is), then the next minute.
  const current = minuteStart(now.getTime());
  const starts: number[] = [];
  for (let start = current; start + SIGN_IN_TTL_MS > now.getTime(); start -= SIGN_IN_BUCKET_MS)
    starts.push(start);
  if (current + SIGN_IN_BUCKET_MS <= now.getTime() + CLOCK_SKEW_MS) starts.push(current + SIGN_IN_BUCKET_MS);
  const used = await signInsPerMinute(deps.db, address, new Date(Math.min(...starts)));
  return starts.map((start) => derivedMessage(deps, address, new Date(start), used.get(start) ?? 0));
}
