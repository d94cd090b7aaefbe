import { randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '../db/database';
import type { Outcome } from './idempotency';
import type { LedgerRules } from './rules';
import { TOKEN_UNIT } from './rules';

export interface OrderData {
  orderId: string;
  amount: string;
  value: string;
  payTo: `0x${string}`;
  chainId: number;
  reference: `0x${string}`;
  expiresAt: string;
  status: 'awaiting_payment';
}

export interface OrderTerms {
  priceWei: bigint;
  payTo: `0x${string}`;
  chainId: number;
  ttlMs: number;
  rules: LedgerRules;
}

/** Exact price of `amount` base units (a whole number of tokens) at `priceWei` per whole token. */
function orderValue(amount: bigint, priceWei: bigint): bigint {
  return (amount * priceWei) / TOKEN_UNIT;
}

/** The whole order creation (lock, open-order count, insert) in one call: db/migrations/011_order_creation.sql. */
const CREATE_ORDER_SQL = 'SELECT ledger_create_order($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) AS created';

/**
 * Creates an order awaiting payment: the exact value to pay, the payment contract to call `pay(reference)` on,
 * on which chain, and a random 32-byte reference (the contract's `bytes32 orderRef`). A user holds at most
 * `maxOpenOrders` unpaid, unexpired orders: one statement locks the buyer's account, counts the open orders
 * and inserts only under the cap, so it sees every order of this user committed before the lock was granted.
 */
export async function createOrder(
  db: Database,
  req: { address: string; amount: bigint; now: Date },
  terms: OrderTerms,
): Promise<Outcome<OrderData>> {
  const order: OrderData = {
    orderId: randomUUID(),
    amount: req.amount.toString(),
    value: orderValue(req.amount, terms.priceWei).toString(),
    payTo: terms.payTo,
    chainId: terms.chainId,
    reference: `0x${randomBytes(32).toString('hex')}`,
    expiresAt: new Date(req.now.getTime() + terms.ttlMs).toISOString(),
    status: 'awaiting_payment',
  };
  const { rows } = await db.query<{ created: boolean }>(CREATE_ORDER_SQL, [
    order.orderId,
    req.address,
    order.amount,
    order.value,
    order.payTo.toLowerCase(),
    order.chainId,
    order.reference,
    req.now,
    order.expiresAt,
    terms.rules.maxOpenOrders,
  ]);
  if (rows[0]?.created !== true) {
    return { status: 409, error: 'Too many unpaid orders: pay or wait for one to expire' };
  }
  return { status: 200, data: order };
}
