import type { Database, Queryable } from '../db/database';
import { lockAccount, saveAccount } from './account';
import { type Outcome, withIdempotency } from './idempotency';
import { type ClaimData, claimMiningAlone } from './mining-claim';
import { BPS, type LedgerRules, TOKEN_UNIT } from './rules';

export interface CollectionData {
  collected: string;
  nextCollectAt: string;
}

interface ClaimRequest {
  address: string;
  /** The client's `now`, already checked against the server clock. */
  nowMs: number;
  /** Server time: what accrual and cooldowns are computed from. */
  now: Date;
}

/**
 * A claim with nothing to credit: it changes no balance and writes no ledger row, so a client calling in a
 * loop grows nothing. Its answer is still kept under the idempotency key like any other.
 */
const NOTHING_CLAIMED = { status: 200, data: { claimId: '0', claimed: '0' } } as const;

/**
 * Moves everything accrued so far into the claimed balance (mining-claim.ts), in one statement committed on
 * its own; a zero claim is `claimed: "0"`.
 */
export function claimMining(db: Database, req: ClaimRequest): Promise<Outcome<ClaimData>> {
  return claimMiningAlone(db, req);
}

/** Once per cooldown, a bonus of `specBonusBps` of a whole token per unit of power. */
export function collectSpecBonus(
  db: Database,
  req: ClaimRequest,
  rules: LedgerRules,
): Promise<Outcome<CollectionData>> {
  return db.transaction((tx) =>
    withIdempotency(tx, { ...req, endpoint: 'spec-mining.collection' }, req.now, async () => {
      const account = await lockAccount(tx, req.address);
      if (account.power === 0n) {
        return {
          status: 409,
          error: 'No mining power yet: purchase first',
          details: { nextCollectAt: null },
        };
      }
      const last = account.specLastCollectAt?.getTime();
      if (last !== undefined && req.now.getTime() < last + rules.specCooldownMs) {
        const nextCollectAt = new Date(last + rules.specCooldownMs).toISOString();
        return { status: 409, error: 'Too early to collect again', details: { nextCollectAt } };
      }
      const bonus = (account.power * TOKEN_UNIT * rules.specBonusBps) / BPS;
      await saveAccount(tx, {
        ...account,
        specCollected: account.specCollected + bonus,
        specLastCollectAt: req.now,
      });
      await insertClaim(tx, 'spec_collections', req, bonus);
      const nextCollectAt = new Date(req.now.getTime() + rules.specCooldownMs).toISOString();
      return { status: 200, data: { collected: bonus.toString(), nextCollectAt } };
    }),
  );
}

/** Moves all available commission into the claimed balance. */
export function claimCommission(db: Database, req: ClaimRequest): Promise<Outcome<ClaimData>> {
  return db.transaction((tx) =>
    withIdempotency(tx, { ...req, endpoint: 'commission.claim' }, req.now, async () => {
      const account = await lockAccount(tx, req.address);
      const available = account.commissionEarned - account.commissionClaimed;
      if (available === 0n) return NOTHING_CLAIMED;
      await saveAccount(tx, { ...account, commissionClaimed: account.commissionEarned });
      const claimId = await insertClaim(tx, 'commission_claims', req, available);
      return { status: 200, data: { claimId, claimed: available.toString() } };
    }),
  );
}

async function insertClaim(
  tx: Queryable,
  table: 'mining_claims' | 'spec_collections' | 'commission_claims',
  req: ClaimRequest,
  amount: bigint,
): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO ${table} (address, amount, now_ms, created_at) VALUES ($1, $2, $3, $4) RETURNING id::text`,
    [req.address, amount, req.nowMs, req.now],
  );
  return rows[0]?.id ?? '';
}
