import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { type Hex, isAddressEqual, recoverMessageAddress } from 'viem';
import { parseSiweMessage } from 'viem/siwe';
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
  /** Key of the nonces' MACs (nonceKeyFrom the JWT secret, so every instance accepts every other's). */
  nonceKey: Buffer;
}

const RANDOM_HEX = 32;
const NONCE = /^[0-9a-f]{64}$/;

/** The nonce MAC key, derived from the session secret under its own label (one secret to configure). */
export function nonceKeyFrom(jwtSecret: string): Buffer {
  return createHmac('sha256', jwtSecret).update('dgrid sign-in nonce v1').digest();
}

const nonceMac = (deps: SignInDeps, address: string, issuedAt: Date, random: string) =>
  createHmac('sha256', deps.nonceKey)
    .update(
      [address.toLowerCase(), issuedAt.toISOString(), random, deps.terms.chainId, deps.terms.domain].join(
        '|',
      ),
    )
    .digest('hex')
    .slice(0, 64 - RANDOM_HEX);

/**
 * A sign-in message for `address`, kept nowhere: its nonce is 128 random bits followed by a MAC over them,
 * the address, the issue time and this deployment's chain and domain. Issuing one writes nothing and voids
 * nothing, so one client's get-code can never cancel or block another's sign-in; the nonce is recorded only
 * once a sign-in uses it (completeSignIn), which makes it single-use.
 */
export function issueSignInCode(deps: SignInDeps, address: `0x${string}`) {
  const now = deps.now();
  const random = randomBytes(RANDOM_HEX / 2).toString('hex');
  const nonce = random + nonceMac(deps, address, now, random);
  const message = buildSignInMessage(deps.terms, address, nonce, now);
  const expiresAt = new Date(now.getTime() + SIGN_IN_TTL_MS);
  return { nonce, message, expiresAt: expiresAt.toISOString() };
}

/**
 * The message this server issued, when `message` is exactly one: its nonce carries a valid MAC for this
 * address and issue time, the text is the one we would write for them, and every field holds now.
 */
function issuedMessage(deps: SignInDeps, address: `0x${string}`, message: string, now: Date) {
  let parsed: ReturnType<typeof parseSiweMessage>;
  try {
    parsed = parseSiweMessage(message);
  } catch {
    return null;
  }
  const { nonce, issuedAt } = parsed;
  if (!nonce || !NONCE.test(nonce) || !issuedAt || Number.isNaN(issuedAt.getTime())) return null;
  const expected = Buffer.from(nonceMac(deps, address, issuedAt, nonce.slice(0, RANDOM_HEX)));
  const given = Buffer.from(nonce.slice(RANDOM_HEX));
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (buildSignInMessage(deps.terms, address, nonce, issuedAt) !== message) return null;
  if (!isSignInMessageValid(message, { terms: deps.terms, address, nonce, now })) return null;
  return { nonce, issuedAt, expiresAt: new Date(issuedAt.getTime() + SIGN_IN_TTL_MS) };
}

/**
 * Checks that `message` is one this server issued to `address` and still valid, verifies the signature over
 * it, then records its nonce as used (a unique row: a replay, or a second request racing this one, finds it
 * taken), creates the user on first sign-in and opens a session, in one transaction. Any failure is `null`:
 * the caller answers one generic 401, and nothing was written.
 */
export async function completeSignIn(
  deps: SignInDeps,
  input: { address: `0x${string}`; message: string; signature: Hex; inviteCode?: string | null | undefined },
) {
  const address = input.address.toLowerCase();
  const now = deps.now();
  const issued = issuedMessage(deps, input.address, input.message, now);
  if (!issued) return null;
  // A key signs for an externally owned account (EIP-7702 ones included); anything else verifies through a
  // contract, deployed (EIP-1271) or not yet (ERC-6492), and such an account cannot pay (routes/purchase.ts).
  const signedByKey = await recoverMessageAddress({
    message: input.message,
    signature: input.signature,
  }).then(
    (signer) => isAddressEqual(signer, input.address),
    () => false,
  );
  const verified =
    signedByKey ||
    (await deps.chainClient
      .verifyMessage({ address: input.address, message: input.message, signature: input.signature })
      .catch(() => false));
  if (!verified) return null;

  return deps.db.transaction(async (tx) => {
    const consumed = await tx.query(
      `INSERT INTO sign_in_nonces (address, nonce, message, issued_at, expires_at, used_at)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (nonce) DO NOTHING RETURNING id`,
      [address, issued.nonce, input.message, issued.issuedAt, issued.expiresAt, now],
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
