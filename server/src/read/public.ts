import type { Queryable } from '../db/database';
import { readPools } from '../ledger/pool';

export async function readMiningPools(db: Queryable) {
  const pools = await readPools(db);
  const { rows } = await db.query<{ pool_id: string; participants: number }>(
    'SELECT pool_id, count(*)::int AS participants FROM accounts WHERE power > 0 GROUP BY pool_id',
  );
  const participants = new Map(rows.map((row) => [row.pool_id, row.participants]));
  return pools.map((pool) => ({
    id: pool.id,
    name: pool.name,
    dailyEmission: pool.dailyEmission.toString(),
    totalPower: pool.totalPower.toString(),
    participants: participants.get(pool.id) ?? 0,
    status: pool.status,
  }));
}

/** Sold: paid purchases. Mined: mining claims and special collections. Holders: users with any of those. */
export async function readTokenTotals(db: Queryable) {
  const { rows } = await db.query<{ sold: string; mined: string; holders: number }>(
    `SELECT
       (SELECT coalesce(sum(amount), 0)::text FROM orders WHERE status = 'paid') AS sold,
       (SELECT coalesce(sum(mining_claimed + spec_collected), 0)::text FROM accounts) AS mined,
       (SELECT count(*)::int FROM accounts
        WHERE purchased > 0 OR mining_claimed > 0 OR spec_collected > 0 OR commission_claimed > 0) AS holders`,
  );
  const totals = rows[0];
  return { sold: totals?.sold ?? '0', mined: totals?.mined ?? '0', holders: totals?.holders ?? 0 };
}
