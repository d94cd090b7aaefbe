import type { Queryable } from '../db/database';
import { advancePool, type PoolAccumulator } from './mining-math';

export interface Pool extends PoolAccumulator {
  id: string;
  name: string;
  status: 'active' | 'paused';
}

interface PoolRow {
  id: string;
  name: string;
  status: 'active' | 'paused';
  daily_emission: string;
  total_power: string;
  acc_per_power: string;
  acc_carry: string;
  acc_updated_at: Date;
}

const columns = 'id, name, status, daily_emission, total_power, acc_per_power, acc_carry, acc_updated_at';

function toPool(row: PoolRow): Pool {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    dailyEmission: BigInt(row.daily_emission),
    totalPower: BigInt(row.total_power),
    accPerPower: BigInt(row.acc_per_power),
    accCarry: BigInt(row.acc_carry),
    updatedAt: row.acc_updated_at.getTime(),
  };
}

export async function readPools(db: Queryable): Promise<Pool[]> {
  const { rows } = await db.query<PoolRow>(`SELECT ${columns} FROM mining_pools ORDER BY created_at, id`);
  return rows.map(toPool);
}

export async function readPool(db: Queryable, id: string): Promise<Pool> {
  const { rows } = await db.query<PoolRow>(`SELECT ${columns} FROM mining_pools WHERE id = $1`, [id]);
  if (!rows[0]) throw new Error(`Mining pool ${id} is missing`);
  return toPool(rows[0]);
}

/**
 * Locks the pool row and brings its accumulator to `now`, or to the latest time a claim of the pool settled at
 * if that is later. Every change of power goes through here first. Mining claims share the pool row (FOR
 * SHARE, mining-claim.ts) and extend the stored accumulator to their time without writing it, so this lock
 * waits for the claims under way, and the pool is moved past every committed claim's time before the power
 * changes: no account's snapshot is ever ahead of the pool's accumulator. The claims' latest time is read after
 * the lock is granted (a statement of its own: one statement's snapshot predates the wait). Lock order
 * everywhere: pool, then accounts.
 */
export async function lockAndAdvancePool(tx: Queryable, id: string, now: number): Promise<Pool> {
  const { rows } = await tx.query<PoolRow>(`SELECT ${columns} FROM mining_pools WHERE id = $1 FOR UPDATE`, [
    id,
  ]);
  if (!rows[0]) throw new Error(`Mining pool ${id} is missing`);
  const pool = toPool(rows[0]);
  const claims = await tx.query<{ at: Date | null }>(
    'SELECT max(last_claim_at) AS at FROM accounts WHERE pool_id = $1',
    [id],
  );
  const lastClaimAt = claims.rows[0]?.at?.getTime() ?? now;
  const advanced = advancePool(pool, Math.max(now, lastClaimAt));
  if (advanced !== pool) await savePool(tx, advanced);
  return advanced;
}

export async function savePool(tx: Queryable, pool: Pool): Promise<void> {
  await tx.query(
    `UPDATE mining_pools SET total_power = $2, acc_per_power = $3, acc_carry = $4, acc_updated_at = $5
     WHERE id = $1`,
    [pool.id, pool.totalPower, pool.accPerPower, pool.accCarry, new Date(pool.updatedAt)],
  );
}

/** Creates the configured default pool on first start; an existing pool is left as it is. */
export async function ensurePool(
  db: Queryable,
  pool: { id: string; name: string; dailyEmission: bigint },
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO mining_pools (id, name, daily_emission, acc_updated_at, created_at)
     VALUES ($1, $2, $3, $4, $4) ON CONFLICT (id) DO NOTHING`,
    [pool.id, pool.name, pool.dailyEmission, now],
  );
}
