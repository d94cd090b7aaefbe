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

/**
 * How long after an order's deadline (expiry plus the grace) or its credit the watcher keeps polling at pace:
 * a late payment or a second one for the same order most likely comes within minutes (a wallet that retried,
 * a buyer who paid again). Any later one is still recorded, at the next idle pass (server/src/chain/README.md).
 */
const RECENT_ORDER_MS = 15 * 60_000;

/**
 * Whether a payment to this contract is likely now: an order awaits payment (up to its expiry plus the grace
 * plus RECENT_ORDER_MS) or was paid in the last RECENT_ORDER_MS. One indexed read (migration 125), no RPC
 * call: every watcher tick asks it, so an order placed on any instance sharing the database brings the
 * leader back to pace at its next tick.
 */
export async function paymentLikely(
  db: Pick<Database, 'query'>,
  scope: { chainId: number; payTo: Address; graceMs: number },
  now: Date,
): Promise<boolean> {
  const { rows } = await db.query<{ likely: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM orders WHERE status = 'awaiting_payment' AND chain_id = $1 AND pay_to = $2
         AND expires_at > $3::timestamptz - ($4::bigint + $5::bigint) * interval '1 millisecond'
     ) OR EXISTS (
       SELECT 1 FROM orders WHERE status = 'paid' AND chain_id = $1 AND pay_to = $2
         AND paid_at > $3::timestamptz - $5::bigint * interval '1 millisecond'
     ) AS likely`,
    [scope.chainId, scope.payTo.toLowerCase(), now, scope.graceMs, RECENT_ORDER_MS],
  );
  return rows[0]?.likely === true;
}
