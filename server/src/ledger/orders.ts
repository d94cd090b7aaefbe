import { randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '../db/database';
import { lockAccount } from './account';
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

/**
 * Creates an order awaiting payment: the exact value to pay, the payment contract to call `pay(reference)` on,
 * on which chain, and a random 32-byte reference (the contract's `bytes32 orderRef`). A user holds at most `maxOpenOrders` unpaid, unexpired orders.
 */
export function createOrder(
  db: Database,
  req: { address: string; amount: bigint; now: Date },
  terms: OrderTerms,
): Promise<Outcome<OrderData>> {
  return db.transaction(async (tx) => {
    await lockAccount(tx, req.address);
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
    // One statement counts the open orders and inserts only under the cap; it runs after the account lock, so
    // it sees every order of this user committed before the lock was granted.
    const inserted = await tx.query(
      `INSERT INTO orders (order_id, user_address, amount, value, pay_to, chain_id, reference, created_at, expires_at)
       SELECT $1::text, $2::text, $3::numeric, $4::numeric, $5::text, $6::int, $7::text, $8::timestamptz, $9::timestamptz
       WHERE (SELECT count(*) FROM orders
              WHERE user_address = $2 AND status = 'awaiting_payment' AND expires_at > $8) < $10
       RETURNING order_id`,
      [
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
      ],
    );
    if (inserted.rows.length === 0) {
      return { status: 409, error: 'Too many unpaid orders: pay or wait for one to expire' };
    }
    return { status: 200, data: order };
  });
}
