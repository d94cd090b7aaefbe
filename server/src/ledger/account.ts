import type { Queryable, Transaction } from '../db/database';
import type { AccountAccrual } from './mining-math';

/** A user's balances, as the ledger moves them (one row per user in `accounts`). */
export interface Account extends AccountAccrual {
  address: string;
  poolId: string;
  miningClaimed: bigint;
  lastClaimAt: Date | null;
  specCollected: bigint;
  specLastCollectAt: Date | null;
  commissionEarned: bigint;
  commissionClaimed: bigint;
  purchased: bigint;
  passSince: Date | null;
}

interface AccountRow {
  address: string;
  pool_id: string;
  power: string;
  acc_snapshot: string;
  mining_accrued_scaled: string;
  mining_claimed: string;
  last_claim_at: Date | null;
  spec_collected: string;
  spec_last_collect_at: Date | null;
  commission_earned: string;
  commission_claimed: string;
  purchased: string;
  pass_since: Date | null;
}

const columns = `address, pool_id, power, acc_snapshot, mining_accrued_scaled, mining_claimed, last_claim_at,
  spec_collected, spec_last_collect_at, commission_earned, commission_claimed, purchased, pass_since`;

function toAccount(row: AccountRow): Account {
  return {
    address: row.address,
    poolId: row.pool_id,
    power: BigInt(row.power),
    accSnapshot: BigInt(row.acc_snapshot),
    accruedScaled: BigInt(row.mining_accrued_scaled),
    miningClaimed: BigInt(row.mining_claimed),
    lastClaimAt: row.last_claim_at,
    specCollected: BigInt(row.spec_collected),
    specLastCollectAt: row.spec_last_collect_at,
    commissionEarned: BigInt(row.commission_earned),
    commissionClaimed: BigInt(row.commission_claimed),
    purchased: BigInt(row.purchased),
    passSince: row.pass_since,
  };
}

export async function readAccount(db: Queryable, address: string): Promise<Account | undefined> {
  const { rows } = await db.query<AccountRow>(`SELECT ${columns} FROM accounts WHERE address = $1`, [
    address,
  ]);
  return rows[0] && toAccount(rows[0]);
}

/** Locks the accounts in address order (one order for every transaction, so no deadlock). */
export async function lockAccounts(
  tx: Queryable,
  addresses: readonly string[],
): Promise<Map<string, Account>> {
  const sorted = [...new Set(addresses)].sort();
  const { rows } = await tx.query<AccountRow>(
    `SELECT ${columns} FROM accounts WHERE address = ANY($1::text[]) ORDER BY address FOR UPDATE`,
    [sorted],
  );
  return new Map(rows.map((row) => [row.address, toAccount(row)]));
}

export async function lockAccount(tx: Queryable, address: string): Promise<Account> {
  const account = (await lockAccounts(tx, [address])).get(address);
  if (!account) throw new Error('Account is missing');
  return account;
}

/**
 * The notice channel of a change to what GET /me returns (an account's balances or pass, a user created):
 * the payload is the lower-case address. read/profile-cache.ts evicts on it.
 */
export const ACCOUNT_CHANGED = 'account_changed';

/** Every write of `accounts` goes through here, and announces the change once it commits. */
export async function saveAccount(tx: Transaction, a: Account): Promise<void> {
  tx.notify(ACCOUNT_CHANGED, a.address);
  await tx.query(
    `UPDATE accounts SET power = $2, acc_snapshot = $3, mining_accrued_scaled = $4, mining_claimed = $5,
       last_claim_at = $6, spec_collected = $7, spec_last_collect_at = $8, commission_earned = $9,
       commission_claimed = $10, purchased = $11, pass_since = $12
     WHERE address = $1`,
    [
      a.address,
      a.power,
      a.accSnapshot,
      a.accruedScaled,
      a.miningClaimed,
      a.lastClaimAt,
      a.specCollected,
      a.specLastCollectAt,
      a.commissionEarned,
      a.commissionClaimed,
      a.purchased,
      a.passSince,
    ],
  );
}
