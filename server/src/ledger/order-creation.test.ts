import { describe, expect, it } from 'vitest';
import { anvilAccount } from '../testing/anvil-accounts';
import { fakeTxHash, useHarness } from '../testing/harness';
import { databaseKinds } from '../testing/test-databases';
import { creditPaidOrder } from './credit-paid-order';
import { createOrder, type OrderData } from './orders';

const alice = anvilAccount(1);
const bob = anvilAccount(2);
const TOKEN = 10n ** 18n;
/** Product rules: at most 10 unpaid, unexpired orders per user; an order expires 30 minutes after it is placed. */
const MAX_OPEN = 10;
const TTL_MS = 30 * 60_000;
const CREATE_SQL = 'SELECT ledger_create_order($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) AS created';

/** Order creation as one database call (migration 011): the open-order cap and the row it writes. */
describe.each(databaseKinds)('order creation in one call on %s', (kind) => {
  const h = useHarness(kind);
  const place = (address: string, tokens = 1n) =>
    createOrder(
      h.db,
      { address: address.toLowerCase(), amount: tokens * TOKEN, now: new Date(h.clock.now) },
      {
        priceWei: 10n ** 14n,
        payTo: '0xCa7ecbd0bCe3480E3AFD12a1703d23324CE7a4CE',
        chainId: 31337,
        ttlMs: TTL_MS,
        rules: h.config.ledger,
      },
    );
  const orderCount = async (address: string) =>
    Number(
      (
        await h.db.query<{ n: string }>('SELECT count(*)::text AS n FROM orders WHERE user_address = $1', [
          address.toLowerCase(),
        ])
      ).rows[0]?.n,
    );

  it('writes the order it answers: amount and value in base units, lower-case contract, expiry', async () => {
    await h.signIn(alice);
    const placed = await place(alice.address, 1234n);
    if (placed.status !== 200) throw new Error('order refused');
    const { rows } = await h.db.query<Record<string, string | number | Date>>(
      `SELECT user_address, amount::text, value::text, pay_to, chain_id, reference, status, created_at, expires_at
       FROM orders WHERE order_id = $1`,
      [placed.data.orderId],
    );
    expect(rows).toEqual([
      {
        user_address: alice.address.toLowerCase(),
        amount: '1234000000000000000000',
        value: '123400000000000000',
        pay_to: '0xca7ecbd0bce3480e3afd12a1703d23324ce7a4ce',
        chain_id: 31337,
        reference: placed.data.reference,
        status: 'awaiting_payment',
        created_at: new Date(h.clock.now),
        expires_at: new Date(h.clock.now + TTL_MS),
      },
    ]);
  });

  it('20 simultaneous orders of one user: exactly 10 placed, 10 refused, 10 rows', async () => {
    await h.signIn(alice);
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => place(alice.address)));
    expect(outcomes.filter((o) => o.status === 200)).toHaveLength(MAX_OPEN);
    expect(outcomes.filter((o) => o.status === 409)).toEqual(
      Array(10).fill({ status: 409, error: 'Too many unpaid orders: pay or wait for one to expire' }),
    );
    expect(await orderCount(alice.address)).toBe(MAX_OPEN);
  });

  it('counts only this user’s unpaid, unexpired orders', async () => {
    await h.signIn(alice);
    await h.signIn(bob);
    const first = await place(alice.address);
    for (let i = 1; i < MAX_OPEN; i++) expect((await place(alice.address)).status).toBe(200);
    // Another user's cap is his own.
    expect((await place(bob.address)).status).toBe(200);
    expect((await place(alice.address)).status).toBe(409);
    // A paid order is no longer open: one more may be placed, and only one.
    const paid = await creditPaidOrder(
      h.db,
      {
        reference: (first as { data: OrderData }).data.reference,
        from: alice.address,
        value: BigInt((first as { data: OrderData }).data.value),
        txHash: fakeTxHash(),
        paymentIndex: 0,
        blockNumber: 1n,
        blockTimestamp: new Date(h.clock.now),
        chainId: 31337,
      },
      { now: () => new Date(h.clock.now), rules: h.config.ledger },
    );
    expect(paid).toBe('credited');
    expect((await place(alice.address)).status).toBe(200);
    expect((await place(alice.address)).status).toBe(409);
    // At their expiry orders are no longer open: 10 more, not 11.
    h.clock.advance(TTL_MS);
    for (let i = 0; i < MAX_OPEN; i++) expect((await place(alice.address)).status).toBe(200);
    expect((await place(alice.address)).status).toBe(409);
  });

  it('refuses a user without an account, and amounts or values that are not positive, writing nothing', async () => {
    await h.signIn(alice);
    await expect(place(bob.address)).rejects.toThrow(/Account is missing/);
    const now = new Date(h.clock.now);
    const call = (amount: string, value: string) =>
      h.db.query(CREATE_SQL, [
        crypto.randomUUID(),
        alice.address.toLowerCase(),
        amount,
        value,
        '0xca7ecbd0bce3480e3afd12a1703d23324ce7a4ce',
        31337,
        `0x${'ab'.repeat(32)}`,
        now,
        new Date(h.clock.now + TTL_MS),
        MAX_OPEN,
      ]);
    await expect(call('0', '1')).rejects.toThrow(/check constraint/);
    await expect(call('-1000000000000000000', '1')).rejects.toThrow(/check constraint/);
    await expect(call('1000000000000000000', '0')).rejects.toThrow(/check constraint/);
    expect(await orderCount(alice.address)).toBe(0);
    expect(await orderCount(bob.address)).toBe(0);
  });
});
