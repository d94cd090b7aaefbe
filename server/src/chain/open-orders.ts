import type { Address } from 'viem';
import type { Database } from '../db/database';

/**
 * Creation time of the oldest order on this chain and payment contract that a payment not yet judged could still
 * pay: a first scan must start no later than that. However long ago an order expired, a payment for it may
 * sit in a block mined in time (by its timestamp) that no scan has judged yet, so the server's clock does not
 * narrow this down. What does: `scannedUntil`, the time of the last block judged (on a chain now replaced,
 * when the devnet was reset). An order whose expiry plus the grace is at or before it can no longer be paid,
 * so it leaves the set and never pulls a scan back.
 */
export async function oldestOpenOrderTime(
  db: Pick<Database, 'query'>,
  scope: { chainId: number; payTo: Address; graceMs: number },
  scannedUntil?: Date,
): Promise<Date | undefined> {
  const { rows } = await db.query<{ oldest: Date | string | null }>(
    `SELECT min(created_at) AS oldest FROM orders
     WHERE status = 'awaiting_payment' AND chain_id = $1 AND pay_to = $2
       AND ($3::timestamptz IS NULL OR expires_at + $4::bigint * interval '1 millisecond' > $3::timestamptz)`,
    [scope.chainId, scope.payTo.toLowerCase(), scannedUntil ?? null, scope.graceMs],
  );
  const oldest = rows[0]?.oldest;
  return oldest ? new Date(oldest) : undefined;
}
