import { type Hex, isAddressEqual, recoverMessageAddress } from 'viem';
import type { ChainClient } from '../chain-client';
import type { Database, Transaction } from '../db/database';
import { ACCOUNT_CHANGED } from '../ledger/account';
import { generateInviteCode, normaliseInviteCode } from './invite-code';
import { currentMessage, type IssuedMessage, type NonceDeps, openMessages } from './sign-in-nonce';
import type { TokenService } from './tokens';

export interface SignInDeps extends NonceDeps {
  db: Database;
  chainClient: ChainClient;
  tokens: TokenService;
  defaultPoolId: string;
  now: () => Date;
}

/** get-code: the message for `address` to sign (sign-in-nonce.ts: derived, so issuing writes nothing). */
export async function issueSignInCode(deps: SignInDeps, address: `0x${string}`) {
  const issued = await currentMessage(deps, address, deps.now());
  return { nonce: issued.nonce, message: issued.message, expiresAt: issued.expiresAt.toISOString() };
}

/**
 * Which open message (sign-in-nonce.ts) `signature` signs for `address`, and whether a key or a contract
 * signed it; null when none. A key signs for an externally owned account (EIP-7702 ones included): one
 * recovery per candidate, no chain call. Anything else verifies through a contract, deployed (EIP-1271) or
 * not yet (ERC-6492), with at most one call per candidate; such an account pays through the payments contract like any other.
 */
async function signedMessage(
  deps: SignInDeps,
  address: `0x${string}`,
  signature: Hex,
  candidates: IssuedMessage[],
): Promise<{ issued: IssuedMessage; signedByKey: boolean } | null> {
  for (const issued of candidates) {
    const signedByKey = await recoverMessageAddress({ message: issued.message, signature }).then(
      (signer) => isAddressEqual(signer, address),
      () => false,
    );
    if (signedByKey) return { issued, signedByKey };
  }
  for (const issued of candidates) {
    const verified = await deps.chainClient
      .verifyMessage({ address, message: issued.message, signature })
      .catch(() => false);
    if (verified) return { issued, signedByKey: false };
  }
  return null;
}

/**
 * Finds the open message of `address` the signature is over (the spec's body carries no message: the server
 * writes the candidates again; a `message` sent along must be one of them, and only it is tried), then records
 * its nonce as used (a unique row: a replay, or a second request racing this one on any instance, finds it
 * taken), creates the user on first sign-in and opens a session, in one transaction. Any failure is `null`:
 * the caller answers one generic 401, and nothing was written.
 */
export async function completeSignIn(
  deps: SignInDeps,
  input: {
    address: `0x${string}`;
    signature: Hex;
    message?: string | undefined;
    inviteCode?: string | null | undefined;
  },
) {
  const address = input.address.toLowerCase();
  const now = deps.now();
  const open = await openMessages(deps, input.address, now);
  const candidates =
    input.message === undefined ? open : open.filter((issued) => issued.message === input.message);
  const signed = await signedMessage(deps, input.address, input.signature, candidates);
  if (!signed) return null;
  const { issued, signedByKey } = signed;

  return deps.db.transaction(async (tx) => {
    const consumed = await tx.query(
      `INSERT INTO sign_in_nonces (address, nonce, message, issued_at, expires_at, used_at)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (nonce) DO NOTHING RETURNING id`,
      [address, issued.nonce, issued.message, issued.issuedAt, issued.expiresAt, now],
    );
    if (consumed.rows.length === 0) return null;
    await ensureUser(tx, address, normaliseInviteCode(input.inviteCode), now, deps.defaultPoolId);
    await tx.query('UPDATE users SET signs_as_contract = $2 WHERE address = $1', [address, !signedByKey]);
    const session = await deps.tokens.issue(address, deps.terms.chainId);
    await tx.query(
      'INSERT INTO sessions (jti, address, chain_id, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
      [session.jti, address, deps.terms.chainId, now, session.expiresAt],
    );
    return { token: session.token, expiresAt: session.expiresAt.toISOString(), address };
  });
}

/**
 * Creates the user and their account on first sign-in, binding the inviter of `inviteCode` for good. A new
 * user cannot be anyone's inviter yet, so the binding can never close a cycle; an unknown code binds nothing.
 */
async function ensureUser(
  tx: Transaction,
  address: string,
  inviteCode: string | undefined,
  now: Date,
  poolId: string,
): Promise<void> {
  const existing = await tx.query('SELECT 1 FROM users WHERE address = $1', [address]);
  if (existing.rows.length > 0) return;
  const inviter = inviteCode
    ? (await tx.query<{ address: string }>('SELECT address FROM users WHERE invite_code = $1', [inviteCode]))
        .rows[0]?.address
    : undefined;
  for (let attempt = 0; attempt < 8; attempt++) {
    const created = await tx.query(
      `INSERT INTO users (address, invite_code, inviter, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING RETURNING address`,
      [address, generateInviteCode(), inviter && inviter !== address ? inviter : null, now],
    );
    if (created.rows.length > 0) break;
    // Either a concurrent sign-in created this user, or the random invite code was taken: draw another.
    const raced = await tx.query('SELECT 1 FROM users WHERE address = $1', [address]);
    if (raced.rows.length > 0) break;
  }
  await tx.query('INSERT INTO accounts (address, pool_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
    address,
    poolId,
  ]);
  tx.notify(ACCOUNT_CHANGED, address);
}
