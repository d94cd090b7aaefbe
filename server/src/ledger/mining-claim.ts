import type { Database, Queryable, Transaction } from '../db/database';
import { ACCOUNT_CHANGED } from './account';
import type { Outcome } from './idempotency';
import { ACC_SCALE, EMISSION_SCALE } from './mining-math';

export interface ClaimData {
  claimId: string;
  claimed: string;
}

/**
 * A whole mining claim in one call of `ledger_claim_mining` (db/migrations/010_mining_claim.sql), so a claim is
 * one round trip inside its transaction and holds no lock another user's claim waits for
 * (server/src/ledger/README.md):
 *
 * - It takes the pool row FOR SHARE: claims share it, a change of power (creditPaidOrder, FOR UPDATE)
 *   excludes them. It reads the pool's accumulator as stored and extends it to the claim's time (mining-math.ts
 *   `advancePool`, in SQL) without writing it: the accumulator advanced in steps equals the one advanced at
 *   once, so nothing needs saving until the power changes.
 * - It locks the user's account FOR UPDATE after the pool (its condition needs the pool row, so the pool is
 *   locked first, the order of every ledger transaction); when it waited for another claim of the same user,
 *   PostgreSQL hands it the row as that claim committed it.
 * - The time a claim settles at never runs backwards: the latest of server time, the pool's time and this
 *   account's last claim. A change of power first moves the pool to the latest claim of the pool (pool.ts).
 * - The idempotency key is inserted in the same statement, after the account lock (a repeat of the key waits
 *   on that lock, then finds the key and moves nothing); the balance update and the claim row happen only when
 *   the key was new. A zero claim writes only the key. The claim id is drawn first (nextval) so the stored
 *   answer, written by the same statement, names it.
 */
const CLAIM_SQL = 'SELECT ledger_claim_mining($1, $2, $3, $4, $5) AS body';
/**
 * The same call as a statement of its own (no BEGIN and COMMIT round trips): the function takes and releases
 * its locks within it. A claim that credited something announces the account's change (`notice`).
 */
const CLAIM_ALONE_SQL = `SELECT body, CASE WHEN body::json #>> '{data,claimed}' <> '0' THEN $1::text END AS notice
  FROM ledger_claim_mining($1, $2, $3, $4, $5) AS body`;

type ClaimRequest = { address: string; nowMs: number; now: Date };

const claimParams = (req: ClaimRequest) => [req.address, req.now, req.nowMs, ACC_SCALE, EMISSION_SCALE];

/** Moves everything accrued so far into the claimed balance; a claim of zero credits nothing (claimId "0"). */
export async function claimMiningIn(tx: Transaction, req: ClaimRequest): Promise<Outcome<ClaimData>> {
  const { rows } = await tx.query<{ body: string | null }>(CLAIM_SQL, claimParams(req));
  const body = rows[0]?.body;
  if (!body) return replay(tx, req);
  const outcome = JSON.parse(body) as Outcome<ClaimData>;
  if (outcome.status === 200 && outcome.data.claimed !== '0') tx.notify(ACCOUNT_CHANGED, req.address);
  return outcome;
}

/** claimMiningIn as one statement committed on its own: the claim endpoint's one round trip. */
export async function claimMiningAlone(db: Database, req: ClaimRequest): Promise<Outcome<ClaimData>> {
  const { rows } = await db.statement<{ body: string | null; notice: string | null }>(
    CLAIM_ALONE_SQL,
    claimParams(req),
    ACCOUNT_CHANGED,
  );
  const body = rows[0]?.body;
  return body ? (JSON.parse(body) as Outcome<ClaimData>) : replay(db, req);
}

/** The key was there: the first answer, which moved what it moved (or no account: nothing was inserted). */
async function replay(db: Queryable, req: ClaimRequest): Promise<Outcome<ClaimData>> {
  const stored = await db.query<{ body: string | null }>(
    `SELECT body FROM idempotency_keys WHERE address = $1 AND endpoint = 'mining.claim' AND now_ms = $2`,
    [req.address, req.nowMs],
  );
  const first = stored.rows[0]?.body;
  if (!first) throw new Error('Account is missing');
  return JSON.parse(first) as Outcome<ClaimData>;
}
