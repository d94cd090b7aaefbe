import { randomBytes } from 'node:crypto';
import type { Hex } from 'viem';
import type { ChainClient } from '../chain-client';
import type { Database, Queryable } from '../db/database';
import { generateInviteCode, normaliseInviteCode } from './invite-code';
import { buildSignInMessage, isSignInMessageValid, SIGN_IN_TTL_MS, type SignInTerms } from './siwe';
import type { TokenService } from './tokens';

export interface SignInDeps {
  db: Database;
  terms: SignInTerms;
  chainClient: ChainClient;
  tokens: TokenService;
  defaultPoolId: string;
  now: () => Date;
}

/**
 * Issues a fresh single-use nonce (128 random bits from the CSPRNG) and the message to sign. Earlier unused
 * nonces of the address are dropped, so only the latest message can sign in; stale ones are swept.
 */
export async function issueSignInCode(deps: SignInDeps, address: `0x${string}`) {
  const now = deps.now();
  const nonce = randomBytes(16).toString('hex');
  const message = buildSignInMessage(deps.terms, address, nonce, now);
  const expiresAt = new Date(now.getTime() + SIGN_IN_TTL_MS);
  await deps.db.transaction(async (tx) => {
    await tx.query('DELETE FROM sign_in_nonces WHERE used_at IS NULL AND (address = $1 OR expires_at < $2)', [
      address.toLowerCase(),
      now,
    ]);
    await tx.query(
      `INSERT INTO sign_in_nonces (address, nonce, message, issued_at, expires_at) VALUES ($1, $2, $3, $4, $5)`,
      [address.toLowerCase(), nonce, message, now, expiresAt],
    );
  });
  return { nonce, message, expiresAt: expiresAt.toISOString() };
}

/**
 * Verifies the signature over the latest unexpired, unused message issued to `address`, then consumes its
 * nonce atomically, creates the user on first sign-in and opens a session. Any failure is `null`: the caller
 * answers one generic 401, and nothing was written.
 */
export async function completeSignIn(
  deps: SignInDeps,
  input: { address: `0x${string}`; signature: Hex; inviteCode?: string | null | undefined },
) {
  const address = input.address.toLowerCase();
  const now = deps.now();
  const { rows } = await deps.db.query<{ id: string; nonce: string; message: string }>(
    `SELECT id::text, nonce, message FROM sign_in_nonces
     WHERE address = $1 AND used_at IS NULL AND expires_at > $2 ORDER BY id DESC LIMIT 1`,
    [address, now],
  );
  const pending = rows[0];
  if (!pending) return null;
  if (!isSignInMessageValid(pending.message, { terms: deps.terms, address, nonce: pending.nonce, now }))
    return null;
  const verified = await deps.chainClient
    .verifyMessage({
      address: input.address,
      message: pending.message,
      signature: input.signature,
      mode: 'eoa',
    })
    .catch(() => false);
  if (!verified) return null;

  return deps.db.transaction(async (tx) => {
    const consumed = await tx.query(
      'UPDATE sign_in_nonces SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING id',
      [pending.id, now],
    );
    if (consumed.rows.length === 0) return null;
    await ensureUser(tx, address, normaliseInviteCode(input.inviteCode), now, deps.defaultPoolId);
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
  tx: Queryable,
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
}
