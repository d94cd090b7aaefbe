import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { creditPaidOrder, type Payment } from '../ledger/credit-paid-order';
import { databaseKinds, openTestDatabase } from '../testing/test-databases';
import type { Database } from './database';
import { loadMigrations, migrate } from './migrate';

const alice = `0x${'a1'.repeat(20)}`;
const bob = `0x${'b0'.repeat(20)}`;
/** Paid a recorded order before migration 150 (its first Paid event recorded under the hash alone). */
const recordedTx = `0x${'11'.repeat(32)}`;
/** Paid an order before payments were recorded at all (migration 130): known only from the order. */
const olderTx = `0x${'22'.repeat(32)}`;
const reference = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;
const at = new Date('2026-01-01T00:00:00.000Z');

/**
 * Migration 150 keys payments by (transaction hash, payment index). Rows recorded before it were the first
 * `Paid` event of their transaction (the watcher judged no other): they get index 0, so judging that event again
 * changes nothing, while the transaction's later events, dropped until now, are judged on their own.
 */
describe.each(databaseKinds)('migration 150 on a database with payments, on %s', (kind) => {
  let db: Database;
  beforeEach(async () => {
    db = await openTestDatabase(
      kind,
      loadMigrations().filter((m) => m.version < 150),
    );
    await db.exec(`
      INSERT INTO users (address, invite_code, created_at) VALUES ('${alice}', 'ALICE1', now());
      INSERT INTO orders (order_id, user_address, amount, value, pay_to, chain_id, reference, status, tx_hash,
          block_number, paid_value, created_at, paid_at, expires_at)
        VALUES ('paid-recorded', '${alice}', 1, 10, '0x${'cc'.repeat(20)}', 31337, '${reference(1)}', 'paid',
          '${recordedTx}', 5, 10, now(), now(), now() + interval '1 hour'),
               ('paid-before-130', '${alice}', 1, 10, '0x${'cc'.repeat(20)}', 31337, '${reference(2)}', 'paid',
          '${olderTx}', 4, 10, now(), now(), now() + interval '1 hour'),
               ('open', '${alice}', 1, 10, '0x${'cc'.repeat(20)}', 31337, '${reference(3)}', 'awaiting_payment',
          NULL, NULL, NULL, now(), NULL, now() + interval '1 hour');
      INSERT INTO order_payments (tx_hash, chain_id, order_id, reference, from_address, value, block_number,
          block_time, outcome, recorded_at)
        VALUES ('${recordedTx}', 31337, 'paid-recorded', '${reference(1)}', '${alice}', 10, 5, now(), 'credited', now());
      INSERT INTO chain_payment_observations (chain_id, tx_hash, block_number, from_address, reference, value, outcome)
        VALUES (31337, '${recordedTx}', 5, '${alice}', '${reference(1)}', 10, 'credited');`);
  });
  afterEach(() => db?.close());

  const judge = (payment: Partial<Payment> & Pick<Payment, 'txHash' | 'paymentIndex' | 'reference'>) =>
    creditPaidOrder(
      db,
      { from: alice, value: 10n, blockNumber: 5n, blockTimestamp: at, chainId: 31337, ...payment },
      { now: () => at },
    );

  it('gives the rows recorded before it index 0 and keeps them the answer for that event', async () => {
    expect(await migrate(db)).toEqual([150]);
    const rows = async (sql: string) => (await db.query(sql)).rows;
    expect(await rows('SELECT tx_hash, payment_index FROM order_payments')).toEqual([
      { tx_hash: recordedTx, payment_index: 0 },
    ]);
    expect(await rows('SELECT tx_hash, payment_index FROM chain_payment_observations')).toEqual([
      { tx_hash: recordedTx, payment_index: 0 },
    ]);
    expect(await rows('SELECT order_id, payment_index FROM orders ORDER BY order_id')).toEqual([
      { order_id: 'open', payment_index: null },
      { order_id: 'paid-before-130', payment_index: 0 },
      { order_id: 'paid-recorded', payment_index: 0 },
    ]);

    // The events recorded before: answered as before, nothing recorded again.
    expect(await judge({ txHash: recordedTx, paymentIndex: 0, reference: reference(1) })).toBe(
      'already-paid',
    );
    expect(await judge({ txHash: olderTx, paymentIndex: 0, reference: reference(2) })).toBe('already-paid');
    // Their transactions' later events: payments of their own (here from another sender, and for no order).
    expect(await judge({ txHash: recordedTx, paymentIndex: 1, reference: reference(3), from: bob })).toBe(
      'wrong-sender',
    );
    expect(await judge({ txHash: olderTx, paymentIndex: 1, reference: reference(9) })).toBe('no-match');
    expect(
      await rows(
        'SELECT tx_hash, payment_index, outcome FROM order_payments ORDER BY tx_hash, payment_index',
      ),
    ).toEqual([
      { tx_hash: recordedTx, payment_index: 0, outcome: 'credited' },
      { tx_hash: recordedTx, payment_index: 1, outcome: 'wrong-sender' },
      { tx_hash: olderTx, payment_index: 1, outcome: 'no-match' },
    ]);
  });

  it('lets one transaction pay two orders, while one event still pays one order only', async () => {
    await migrate(db);
    await expect(
      db.exec(`UPDATE orders SET status = 'paid', tx_hash = '${recordedTx}', payment_index = 0, paid_at = now()
        WHERE order_id = 'open'`),
    ).rejects.toThrow();
    await db.exec(`UPDATE orders SET status = 'paid', tx_hash = '${recordedTx}', payment_index = 1, paid_at = now()
      WHERE order_id = 'open'`);
    await expect(db.exec(`UPDATE orders SET payment_index = NULL WHERE order_id = 'open'`)).rejects.toThrow();
  });
});
