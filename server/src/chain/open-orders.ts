import type { Address } from 'viem';
import type { Database } from '../db/database';

/**
 * Creation time of the oldest order on this chain and treasury that can still be paid (awaiting payment,
 * not past its expiry plus the grace period): a first scan must start no later than that.
 */
export async function oldestOpenOrderTime(
  db: Pick<Database, 'query'>,
  scope: { chainId: number; treasury: Address; graceMs: number; now: Date },
): Promise<Date | undefined> {
  const { rows } = await db.query<{ oldest: Date | string | null }>(
    `SELECT min(created_at) AS oldest FROM orders
     WHERE status = 'awaiting_payment' AND chain_id = $1 AND pay_to = $2 AND expires_at > $3`,
    [scope.chainId, scope.treasury.toLowerCase(), new Date(scope.now.getTime() - scope.graceMs)],
  );
  const oldest = rows[0]?.oldest;
  return oldest ? new Date(oldest) : undefined;
}
