import type { Address } from 'viem';
import type { Database } from '../db/database';

/**
 * Creation time of the oldest order on this chain and treasury still awaiting payment: a first scan must
 * start no later than that. However long ago an order expired, a payment for it may sit in a block mined
 * in time (by its timestamp) that no scan has judged yet, so the server's clock does not narrow this down.
 */
export async function oldestOpenOrderTime(
  db: Pick<Database, 'query'>,
  scope: { chainId: number; treasury: Address },
): Promise<Date | undefined> {
  const { rows } = await db.query<{ oldest: Date | string | null }>(
    `SELECT min(created_at) AS oldest FROM orders
     WHERE status = 'awaiting_payment' AND chain_id = $1 AND pay_to = $2`,
    [scope.chainId, scope.treasury.toLowerCase()],
  );
  const oldest = rows[0]?.oldest;
  return oldest ? new Date(oldest) : undefined;
}
