import { getAddress, type Hex } from 'viem';
import { isUniqueViolation, type Queryable } from '../db/database';
import type { LedgerRules } from '../ledger/rules';
import { type OrderStatus, owedFor, type RecordedPayment } from '../read/payment-refunds';
import { orderStatus } from '../read/purchase-history';
import type { RefundCheck, RefundClaim } from './refund-check';

/** A payment the operator has to act on: money to send back, or an order still short of its value. */
export interface UnmatchedPayment {
  txHash: string;
  /** Which `Paid` event of the transaction: 0 for the first (a smart account's batch pays several). */
  paymentIndex: number;
  chainId: number;
  /** Who sent it: a refund goes back to this address, never to anyone else. */
  from: string;
  value: string;
  minedAt: string;
  outcome: RecordedPayment['outcome'];
  orderId: string | null;
  /** The order's owner (the signed-in buyer), when the payment names an order. */
  owner: string | null;
  orderStatus: OrderStatus | null;
  /** Base units owed back to `from`; "0" for a payment toward an order that a top-up may still complete. */
  owed: string;
  /** For an open, short order: what its owner still has to pay. */
  shortBy: string | null;
}

/**
 * How the operator names one payment: its transaction hash, with `#n` for the transaction's `Paid` event n when
 * it is not the first (a smart account's batch pays several in one transaction).
 */
export const paymentId = (payment: { txHash: string; paymentIndex: number }) =>
  payment.paymentIndex === 0 ? payment.txHash : `${payment.txHash}#${payment.paymentIndex}`;

/** The transaction hash and payment index a `paymentId` names, or undefined for anything else. */
export function parsePaymentId(id: string): { txHash: string; paymentIndex: number } | undefined {
  const match = /^(0x[0-9a-fA-F]{64})(?:#(0|[1-9][0-9]{0,5}))?$/.exec(id);
  if (!match?.[1]) return undefined;
  return { txHash: match[1], paymentIndex: Number(match[2] ?? 0) };
}

type Row = RecordedPayment & {
  payment_index: number;
  chain_id: number;
  order_id: string | null;
  owner: string | null;
  order_status: string | null;
  order_value: string | null;
  paid_value: string | null;
  received: string | null;
  expires_at: Date | null;
  scanned_through: Date | null;
};

/**
 * Every recorded payment of a non-zero value (a zero-value transaction owes nothing and needs no refund) not
 * yet refunded that is owed back in whole or in part (not counted, over the order's
 * value, counted toward an order that expired short), plus the payments toward orders still open and short,
 * oldest first.
 */
export async function listUnmatchedPayments(
  db: Queryable,
  rules: Pick<LedgerRules, 'paymentGraceMs'>,
): Promise<UnmatchedPayment[]> {
  const { rows } = await db.query<Row>(
    `SELECT p.tx_hash, p.payment_index, p.chain_id, p.from_address, p.value::text AS value, p.outcome, p.block_time,
       p.refund_tx_hash, p.order_id, o.user_address AS owner, o.status AS order_status,
       o.value::text AS order_value, o.expires_at, c.block_time AS scanned_through,
       coalesce(o.paid_value, (SELECT sum(q.value) FROM order_payments q
         WHERE q.order_id = o.order_id AND q.outcome IN ('credited', 'underpaid')), 0)::text AS received
     FROM order_payments p
     LEFT JOIN orders o ON o.order_id = p.order_id
     LEFT JOIN chain_watch_cursor c ON c.chain_id = o.chain_id AND c.treasury = o.pay_to
     WHERE p.refund_tx_hash IS NULL AND p.value > 0
       AND (p.outcome NOT IN ('credited', 'underpaid')
         OR (p.outcome = 'credited' AND o.paid_value > o.value)
         OR (p.outcome = 'underpaid' AND o.status = 'awaiting_payment'))
     ORDER BY p.block_time, p.tx_hash, p.payment_index`,
  );
  return rows.map((row) => {
    const status =
      row.order_status === null || row.expires_at === null
        ? null
        : orderStatus(
            { status: row.order_status, expires_at: row.expires_at, scanned_through: row.scanned_through },
            rules,
          );
    const order =
      status === null || row.order_value === null || row.received === null
        ? undefined
        : { status, value: row.order_value, received: row.received };
    const open = row.outcome === 'underpaid' && status === 'awaiting_payment' && order;
    return {
      txHash: row.tx_hash,
      paymentIndex: row.payment_index,
      chainId: row.chain_id,
      from: getAddress(row.from_address),
      value: row.value,
      minedAt: new Date(row.block_time).toISOString(),
      outcome: row.outcome,
      orderId: row.order_id,
      owner: row.owner === null ? null : getAddress(row.owner),
      orderStatus: status,
      owed: owedFor(row, order).toString(),
      shortBy: open ? (BigInt(order.value) - BigInt(order.received)).toString() : null,
    };
  });
}

export type RefundRecord =
  | 'recorded'
  | 'unknown-payment'
  | 'already-refunded'
  | 'nothing-owed'
  | 'refund-already-used'
  | Exclude<RefundCheck, 'ok'>;

/**
 * Records that the operator sent back what a payment was owed, with the refund's transaction, once `check`
 * (onChainRefundCheck) confirms it is a transfer from the treasury to the payer of at least the amount owed.
 * A payment that owes nothing (counted toward a paid order without excess, or an order still open) is
 * refused, so a refund never undoes a purchase the ledger has credited; a refund hash closes one payment
 * (unique in the database, migration 131).
 */
export async function recordRefund(
  db: Queryable,
  rules: Pick<LedgerRules, 'paymentGraceMs'>,
  input: { txHash: string; paymentIndex: number; refundTxHash: string; now: Date },
  check: (claim: RefundClaim) => Promise<RefundCheck>,
): Promise<RefundRecord> {
  const txHash = input.txHash.toLowerCase();
  const { paymentIndex } = input;
  const refundTxHash = input.refundTxHash.toLowerCase() as Hex;
  const owed = (await listUnmatchedPayments(db, rules)).find(
    (payment) => payment.txHash === txHash && payment.paymentIndex === paymentIndex,
  );
  if (!owed) {
    const { rows } = await db.query<{ refunded: boolean }>(
      `SELECT refund_tx_hash IS NOT NULL AS refunded FROM order_payments
       WHERE tx_hash = $1 AND payment_index = $2`,
      [txHash, paymentIndex],
    );
    if (!rows[0]) return 'unknown-payment';
    return rows[0].refunded ? 'already-refunded' : 'nothing-owed';
  }
  if (owed.owed === '0') return 'nothing-owed';
  const used = await db.query('SELECT 1 FROM order_payments WHERE refund_tx_hash = $1', [refundTxHash]);
  if (used.rows.length > 0) return 'refund-already-used';
  const verdict = await check({ refundTxHash, payer: getAddress(owed.from), atLeast: BigInt(owed.owed) });
  if (verdict !== 'ok') return verdict;
  try {
    const updated = await db.query(
      `UPDATE order_payments SET refund_tx_hash = $2, refunded_at = $3
       WHERE tx_hash = $1 AND payment_index = $4 AND refund_tx_hash IS NULL RETURNING 1`,
      [txHash, refundTxHash, input.now, paymentIndex],
    );
    return updated.rows.length > 0 ? 'recorded' : 'already-refunded';
  } catch (error) {
    // Recorded for another payment at the same moment: the unique index decides.
    if (isUniqueViolation(error)) return 'refund-already-used';
    throw error;
  }
}
