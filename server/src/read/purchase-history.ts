import { getAddress } from 'viem';
import type { Queryable } from '../db/database';
import { type LedgerRules, lastCreditableTime } from '../ledger/rules';
import { iso, type Paging, paged, type Stamp } from './lists';
import { type OrderStatus, outcomeViews, owedFor, type RecordedPayment } from './payment-refunds';

/**
 * `expired` only once no payment can credit the order any more: the watcher has judged every block up to
 * one mined after the order's last creditable moment (`scanned_through`, the cursor block's timestamp), and
 * the order is still unpaid. Block times never go back, so no block still to be judged can credit it. The
 * server's clock is no evidence: a payment mined in time may wait for confirmations, or for a watcher that
 * lags or is down, and a client told `expired` stops waiting and offers to pay again. Without a scanned
 * time (a fresh database, a watcher that never ran) an unpaid order stays `awaiting_payment`.
 */
export function orderStatus(
  row: { status: string; expires_at: Date; scanned_through: Date | null },
  rules: Pick<LedgerRules, 'paymentGraceMs'>,
): OrderStatus {
  if (row.status === 'paid') return 'paid';
  const scanned = row.scanned_through?.getTime();
  return scanned !== undefined && scanned > lastCreditableTime(row.expires_at, rules)
    ? 'expired'
    : 'awaiting_payment';
}

type Row = Stamp & {
  order_id: string;
  amount: string;
  value: string;
  status: string;
  tx_hash: string | null;
  paid_at: Date | null;
  expires_at: Date;
  scanned_through: Date | null;
  reference: string;
  pay_to: string;
  chain_id: number;
  received: string;
  payments: RecordedPayment[] | null;
};

// Orders paid before payments were recorded (migration 130) have no rows: their paid value is what came in.
const ORDERS_OF_USER = `SELECT o.order_id, o.amount::text AS amount, o.value::text AS value, o.status, o.tx_hash,
      o.created_at, o.paid_at, o.expires_at, o.reference, o.pay_to, o.chain_id, c.block_time AS scanned_through,
      coalesce(o.paid_value, (SELECT sum(p.value) FROM order_payments p
        WHERE p.order_id = o.order_id AND p.outcome IN ('credited', 'underpaid')), 0)::text AS received,
      (SELECT json_agg(json_build_object('tx_hash', p.tx_hash, 'from_address', p.from_address,
          'value', p.value::text, 'outcome', p.outcome, 'block_time', p.block_time,
          'refund_tx_hash', p.refund_tx_hash) ORDER BY p.block_number, p.tx_hash, p.payment_index)
        FROM order_payments p WHERE p.order_id = o.order_id) AS payments
    FROM orders o
    LEFT JOIN chain_watch_cursor c ON c.chain_id = o.chain_id AND c.treasury = o.pay_to
    WHERE o.user_address = $1`;

/**
 * The user's orders, newest first, each with every payment recorded toward it and what is owed back. One
 * statement reads each order with its payments and the watcher's cursor of its chain and treasury, so a
 * payment credited before the cursor moved past it is always seen with it.
 */
export function readPurchaseHistory(
  db: Queryable,
  address: string,
  paging: Paging,
  rules: Pick<LedgerRules, 'paymentGraceMs'>,
) {
  return paged(
    db,
    { source: ORDERS_OF_USER, orderBy: 'created_at DESC, order_id', params: [address] },
    paging,
    (row: Row) => orderView(row, rules),
  );
}

/**
 * One of the user's orders as the history lists it, or null when the user has no order with that id. One
 * statement, no count: the purchase screen asks this while it waits for a payment to be credited.
 */
export async function readPurchaseOrder(
  db: Queryable,
  address: string,
  orderId: string,
  rules: Pick<LedgerRules, 'paymentGraceMs'>,
) {
  const { rows } = await db.query<Row>(`${ORDERS_OF_USER} AND o.order_id = $2`, [address, orderId]);
  return rows[0] ? orderView(rows[0], rules) : null;
}

function orderView(row: Row, rules: Pick<LedgerRules, 'paymentGraceMs'>) {
  const status = orderStatus(row, rules);
  const order = { status, value: row.value, received: row.received };
  return {
    orderId: row.order_id,
    amount: row.amount,
    value: row.value,
    status,
    txHash: row.tx_hash,
    createdAt: iso(row.created_at),
    paidAt: row.paid_at ? iso(row.paid_at) : null,
    reference: row.reference,
    payTo: getAddress(row.pay_to),
    chainId: row.chain_id,
    expiresAt: iso(row.expires_at),
    received: row.received,
    payments: (row.payments ?? []).map((payment) => paymentView(payment, order)),
  };
}

function paymentView(
  payment: RecordedPayment,
  order: { status: OrderStatus; value: string; received: string },
) {
  const owed = owedFor(payment, order);
  return {
    txHash: payment.tx_hash,
    from: getAddress(payment.from_address),
    value: payment.value,
    minedAt: new Date(payment.block_time).toISOString(),
    outcome: payment.outcome === 'no-match' ? 'duplicate' : outcomeViews[payment.outcome],
    refund:
      owed === 0n
        ? null
        : {
            amount: owed.toString(),
            status: payment.refund_tx_hash === null ? 'awaiting' : 'refunded',
            txHash: payment.refund_tx_hash,
          },
  };
}

/** Tokens bought in the user's paid orders, in base units, and how many orders that is. */
export async function readPaidTotal(db: Queryable, address: string) {
  const { rows } = await db.query<{ paid_amount: string; paid_orders: number }>(
    `SELECT coalesce(sum(amount), 0)::text AS paid_amount, count(*)::int AS paid_orders
      FROM orders WHERE user_address = $1 AND status = 'paid'`,
    [address],
  );
  return { paidAmount: rows[0]?.paid_amount ?? '0', paidOrders: rows[0]?.paid_orders ?? 0 };
}
