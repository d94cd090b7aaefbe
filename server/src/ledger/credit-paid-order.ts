import type { Database, Queryable } from '../db/database';
import { isUniqueViolation } from '../db/database';
import { lockAccounts, saveAccount } from './account';
import { settleAccount } from './mining-math';
import { lockAndAdvancePool, savePool } from './pool';
import { BPS, defaultLedgerRules, type LedgerRules, lastCreditableTime, TOKEN_UNIT } from './rules';

/** A successful, confirmed transaction to the treasury, as the chain watcher saw it. */
export interface Payment {
  /** The order reference the transaction carried in its data (hex, any case). */
  reference: string;
  /** The transaction's sender. */
  from: string;
  /** Native value paid, in wei. */
  value: bigint;
  txHash: string;
  blockNumber: bigint;
  /**
   * When the block holding the transaction was mined (its timestamp): the payment is in time when this is
   * no later than the order's expiry plus the grace, however late the watcher gets to it.
   */
  blockTimestamp: Date;
  chainId: number;
}

export type CreditResult =
  | 'credited'
  | 'already-paid'
  | 'no-match'
  | 'underpaid'
  | 'wrong-sender'
  | 'expired';

export interface CreditOptions {
  now?: () => Date;
  rules?: LedgerRules;
}

interface OrderRow {
  order_id: string;
  user_address: string;
  amount: string;
  value: string;
  chain_id: number;
  status: 'awaiting_payment' | 'paid';
  expires_at: Date;
}

const isHex = (value: string, length?: number) =>
  length === undefined
    ? /^0x[0-9a-f]+$/.test(value)
    : value.length === length + 2 && /^0x[0-9a-f]+$/.test(value);

/**
 * Marks the order with this reference paid, exactly once, and credits what the payment buys, all in one
 * transaction: mining power (1 per whole token), the pass, and the two-level commission. Idempotent: the same
 * transaction credited twice (or concurrently) credits once and answers 'already-paid'.
 */
export async function creditPaidOrder(
  db: Database,
  payment: Payment,
  options: CreditOptions = {},
): Promise<CreditResult> {
  const rules = options.rules ?? defaultLedgerRules;
  const reference = payment.reference.toLowerCase();
  const from = payment.from.toLowerCase();
  const txHash = payment.txHash.toLowerCase();
  const minedAt = payment.blockTimestamp.getTime();
  if (!isHex(reference) || !isHex(from, 40) || !isHex(txHash, 64) || Number.isNaN(minedAt)) return 'no-match';
  try {
    return await db.transaction(async (tx) => {
      const used = await tx.query('SELECT 1 FROM orders WHERE tx_hash = $1', [txHash]);
      if (used.rows.length > 0) return 'already-paid';
      const { rows } = await tx.query<OrderRow>(
        `SELECT order_id, user_address, amount, value, chain_id, status, expires_at
         FROM orders WHERE reference = $1 FOR UPDATE`,
        [reference],
      );
      const order = rows[0];
      if (!order || order.chain_id !== payment.chainId) return 'no-match';
      if (order.status === 'paid') return 'already-paid';
      if (order.user_address !== from) return 'wrong-sender';
      if (payment.value < BigInt(order.value)) return 'underpaid';
      if (minedAt > lastCreditableTime(order.expires_at, rules)) return 'expired';
      const now = options.now?.() ?? new Date();
      await tx.query(
        `UPDATE orders SET status = 'paid', tx_hash = $2, block_number = $3, paid_value = $4, paid_at = $5
         WHERE order_id = $1`,
        [order.order_id, txHash, payment.blockNumber, payment.value, now],
      );
      await creditPurchase(tx, order, now, rules);
      return 'credited';
    });
  } catch (error) {
    // The unique tx_hash is the backstop: a concurrent credit of the same transaction got there first.
    if (isUniqueViolation(error)) return 'already-paid';
    throw error;
  }
}

async function creditPurchase(tx: Queryable, order: OrderRow, now: Date, rules: LedgerRules): Promise<void> {
  const buyer = order.user_address;
  const amount = BigInt(order.amount);
  const { rows } = await tx.query<{ pool_id: string; level1: string | null; level2: string | null }>(
    `SELECT a.pool_id, u.inviter AS level1, i.inviter AS level2
     FROM accounts a JOIN users u ON u.address = a.address LEFT JOIN users i ON i.address = u.inviter
     WHERE a.address = $1`,
    [buyer],
  );
  const chain = rows[0];
  if (!chain) throw new Error('Account is missing');
  const beneficiaries = [chain.level1, chain.level2];

  const pool = await lockAndAdvancePool(tx, chain.pool_id, now.getTime());
  const accounts = await lockAccounts(tx, [buyer, ...beneficiaries.filter((a): a is string => a !== null)]);
  const account = accounts.get(buyer);
  if (!account) throw new Error('Account is missing');

  const addedPower = amount / TOKEN_UNIT;
  const purchased = account.purchased + amount;
  const settled = settleAccount(account, pool.accPerPower);
  await saveAccount(tx, {
    ...account,
    ...settled,
    power: settled.power + addedPower,
    purchased,
    passSince: account.passSince ?? (purchased >= rules.passMinAmount ? now : null),
  });
  await savePool(tx, { ...pool, totalPower: pool.totalPower + addedPower });

  for (const [index, beneficiary] of beneficiaries.entries()) {
    const inviter = beneficiary === null ? undefined : accounts.get(beneficiary);
    const commission = (amount * (rules.commissionBps[index] ?? 0n)) / BPS;
    if (!inviter || commission === 0n) continue;
    await tx.query(
      `INSERT INTO commissions (beneficiary, from_address, level, order_id, amount, created_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [inviter.address, buyer, index + 1, order.order_id, commission, now],
    );
    await saveAccount(tx, { ...inviter, commissionEarned: inviter.commissionEarned + commission });
  }
}
