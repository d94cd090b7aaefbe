import type { Database, Queryable, Transaction } from '../db/database';
import { isUniqueViolation } from '../db/database';
import { lockAccounts, saveAccount } from './account';
import { settleAccount } from './mining-math';
import { lockAndAdvancePool, savePool } from './pool';
import { BPS, defaultLedgerRules, type LedgerRules, lastCreditableTime, TOKEN_UNIT } from './rules';

/** A confirmed `Paid` event of the payment contract, as the chain watcher saw it. */
export interface Payment {
  /** The event's `orderRef`: the order reference (hex, any case). */
  reference: string;
  /** The event's `payer`: the account that called `pay` (a key or a contract). */
  from: string;
  /** Native value paid, in wei. */
  value: bigint;
  txHash: string;
  /**
   * Which `Paid` event of the transaction this is, 0 for the first: a transaction can call `pay` several
   * times (a smart account's batch), and each call is a payment judged on its own (migration 150).
   */
  paymentIndex: number;
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

/** How much of a reference is kept for a payment that matches no order (an orderRef is 32 bytes). */
const UNMATCHED_REFERENCE_CHARS = 200;

/** What a payment already recorded answers when it is judged again: the credit itself is 'already-paid'. */
const replayed = (outcome: CreditResult): CreditResult => (outcome === 'credited' ? 'already-paid' : outcome);

/**
 * Judges one payment and records it in `order_payments`, all in one transaction. Payments toward one order add
 * up: the owner's payments mined in time count toward it ('underpaid' while they are short), and the one that
 * reaches the order's value marks it paid, exactly once, and credits what it buys: mining power (1 per whole
 * token), the pass, and the two-level commission ('credited'). Payments that cannot be counted (from another
 * address, mined too late, for a paid order, or for no order) are recorded too: they are owed back to their
 * sender, as is any excess over the order's value. Idempotent: the same payment (transaction hash and payment
 * index) judged twice (or concurrently) is recorded once and answers what it answered first ('already-paid'
 * for the credit); another `Paid` event of the same transaction is another payment.
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
  const key = { txHash, paymentIndex: payment.paymentIndex };
  if (
    !isHex(reference) ||
    !isHex(from, 40) ||
    !isHex(txHash, 64) ||
    Number.isNaN(minedAt) ||
    !Number.isSafeInteger(key.paymentIndex) ||
    key.paymentIndex < 0
  )
    return 'no-match';
  const now = options.now?.() ?? new Date();
  try {
    return await db.transaction(async (tx) => {
      const seen = await recordedOutcome(tx, key);
      if (seen) return replayed(seen);
      // Orders paid before payments were recorded (migration 130) know their payment only here.
      const used = await tx.query('SELECT 1 FROM orders WHERE tx_hash = $1 AND payment_index = $2', [
        txHash,
        key.paymentIndex,
      ]);
      if (used.rows.length > 0) return 'already-paid';
      const { rows } = await tx.query<OrderRow>(
        `SELECT order_id, user_address, amount, value, chain_id, status, expires_at
         FROM orders WHERE reference = $1 FOR UPDATE`,
        [reference],
      );
      const found = rows[0];
      const order = found && found.chain_id === payment.chainId ? found : undefined;
      const record = async (outcome: CreditResult) => {
        await tx.query(
          `INSERT INTO order_payments (tx_hash, payment_index, chain_id, order_id, reference, from_address, value,
             block_number, block_time, outcome, recorded_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
          [
            txHash,
            key.paymentIndex,
            payment.chainId,
            order?.order_id ?? null,
            reference.slice(0, UNMATCHED_REFERENCE_CHARS),
            from,
            payment.value,
            payment.blockNumber,
            payment.blockTimestamp,
            outcome,
            now,
          ],
        );
        return outcome;
      };
      if (!order) return record('no-match');
      if (order.status === 'paid') return record('already-paid');
      if (order.user_address !== from) return record('wrong-sender');
      if (minedAt > lastCreditableTime(order.expires_at, rules)) return record('expired');
      const counted = await tx.query<{ received: string }>(
        `SELECT coalesce(sum(value), 0)::text AS received FROM order_payments
         WHERE order_id = $1 AND outcome = 'underpaid'`,
        [order.order_id],
      );
      const received = BigInt(counted.rows[0]?.received ?? '0') + payment.value;
      if (received < BigInt(order.value)) return record('underpaid');
      await record('credited');
      await tx.query(
        `UPDATE orders SET status = 'paid', tx_hash = $2, payment_index = $3, block_number = $4, paid_value = $5,
           paid_at = $6
         WHERE order_id = $1`,
        [order.order_id, txHash, key.paymentIndex, payment.blockNumber, received, now],
      );
      await creditPurchase(tx, order, now, rules);
      return 'credited';
    });
  } catch (error) {
    // The unique (transaction hash, payment index) is the backstop: a concurrent judgement of the same payment
    // got there first, and its answer stands.
    if (!isUniqueViolation(error)) throw error;
    return replayed((await recordedOutcome(db, key)) ?? 'already-paid');
  }
}

async function recordedOutcome(
  db: Queryable,
  key: { txHash: string; paymentIndex: number },
): Promise<CreditResult | undefined> {
  const { rows } = await db.query<{ outcome: CreditResult }>(
    'SELECT outcome FROM order_payments WHERE tx_hash = $1 AND payment_index = $2',
    [key.txHash, key.paymentIndex],
  );
  return rows[0]?.outcome;
}

async function creditPurchase(
  tx: Transaction,
  order: OrderRow,
  now: Date,
  rules: LedgerRules,
): Promise<void> {
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
