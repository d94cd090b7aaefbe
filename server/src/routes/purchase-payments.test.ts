import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { creditPaidOrder, type Payment } from '../ledger/credit-paid-order';
import { listUnmatchedPayments, recordRefund } from '../ops/unmatched-payments';
import { anvilAccount } from '../testing/anvil-accounts';
import { fakeTxHash, type Json, useHarness } from '../testing/harness';
import { databaseKinds } from '../testing/test-databases';

const alice = anvilAccount(1);
const bob = anvilAccount(2);
const TOKEN = 10n ** 18n;
const GRACE = 10 * 60_000;

describe.each(databaseKinds)('payments that do not match an order exactly, on %s', (kind) => {
  const h = useHarness(kind);
  const order = async (token: string, tokens: bigint) =>
    (await h.request('POST', '/api/v1/purchase', { token, body: { amount: (tokens * TOKEN).toString() } }))
      .body.data;
  const pay = (data: { reference: string }, value: bigint, overrides: Partial<Payment> = {}) =>
    creditPaidOrder(
      h.db,
      {
        reference: data.reference,
        from: alice.address,
        value,
        txHash: fakeTxHash(),
        paymentIndex: 0,
        blockNumber: 7n,
        blockTimestamp: new Date(h.clock.now),
        chainId: 31337,
        ...overrides,
      },
      { now: () => new Date(h.clock.now), rules: h.config.ledger },
    );
  const history = async (token: string): Promise<Json[]> =>
    (await h.request('GET', '/api/v1/me/purchase/history', { token })).body.data.items;
  const power = async (token: string) =>
    (await h.request('GET', '/api/v1/me/mining', { token })).body.data.power;
  const unmatched = () => listUnmatchedPayments(h.db, h.config.ledger);

  it('adds up an underpayment and a top-up of the difference, then credits the order once', async () => {
    const { token } = await h.signIn(alice);
    const data = await order(token, 10n);
    const value = BigInt(data.value);
    const first = fakeTxHash();
    expect(await pay(data, value / 4n, { txHash: first })).toBe('underpaid');
    // The watcher judging the same transaction again (a crash before its cursor moved) does not count it twice.
    expect(await pay(data, value / 4n, { txHash: first })).toBe('underpaid');
    const [open] = await history(token);
    expect(open).toMatchObject({
      status: 'awaiting_payment',
      value: data.value,
      received: (value / 4n).toString(),
      reference: data.reference,
      payTo: data.payTo,
      chainId: 31337,
      expiresAt: data.expiresAt,
      payments: [
        {
          txHash: first,
          from: alice.address,
          value: (value / 4n).toString(),
          outcome: 'counted',
          refund: null,
        },
      ],
    });
    expect(await power(token)).toBe('0');
    expect(await unmatched()).toMatchObject([
      { txHash: first, owed: '0', shortBy: (value - value / 4n).toString() },
    ]);

    const topUp = fakeTxHash();
    expect(await pay(data, value - value / 4n, { txHash: topUp })).toBe('credited');
    expect(await pay(data, value - value / 4n, { txHash: topUp })).toBe('already-paid');
    const [paid] = await history(token);
    expect(paid).toMatchObject({ status: 'paid', txHash: topUp, received: data.value });
    expect(paid.payments.map((p: Json) => [p.outcome, p.refund])).toEqual([
      ['counted', null],
      ['counted', null],
    ]);
    expect(await power(token)).toBe('10');
    expect(await unmatched()).toEqual([]);
  });

  it('credits an overpayment and owes the excess back to the buyer', async () => {
    const { token } = await h.signIn(alice);
    const data = await order(token, 1n);
    const value = BigInt(data.value);
    expect(await pay(data, value / 2n)).toBe('underpaid');
    const completing = fakeTxHash();
    expect(await pay(data, value, { txHash: completing })).toBe('credited');
    const excess = (value / 2n).toString();
    const [paid] = await history(token);
    expect(paid).toMatchObject({ status: 'paid', received: (value + value / 2n).toString() });
    expect(paid.payments[1]).toMatchObject({
      txHash: completing,
      outcome: 'counted',
      refund: { amount: excess, status: 'awaiting', txHash: null },
    });
    expect(await power(token)).toBe('1');
    expect(await unmatched()).toMatchObject([{ txHash: completing, from: alice.address, owed: excess }]);
  });

  it('shows a payment from another address to the order owner and the operator, owed back to its sender', async () => {
    const { token } = await h.signIn(alice);
    const data = await order(token, 1n);
    const foreign = fakeTxHash();
    expect(await pay(data, BigInt(data.value), { txHash: foreign, from: bob.address })).toBe('wrong-sender');
    const [open] = await history(token);
    expect(open).toMatchObject({ status: 'awaiting_payment', received: '0' });
    expect(open.payments).toEqual([
      {
        txHash: foreign,
        from: bob.address,
        value: data.value,
        minedAt: new Date(h.clock.now).toISOString(),
        outcome: 'wrong_sender',
        refund: { amount: data.value, status: 'awaiting', txHash: null },
      },
    ]);
    // Bob's own history knows nothing of it: he has no order, and the order is not his.
    const bobToken = (await h.signIn(bob)).token;
    expect(await history(bobToken)).toEqual([]);
    expect(await unmatched()).toMatchObject([
      { txHash: foreign, from: bob.address, owner: alice.address, outcome: 'wrong-sender', owed: data.value },
    ]);
    // The order can still be paid by its owner.
    expect(await pay(data, BigInt(data.value))).toBe('credited');
  });

  it('owes back a late payment, a second payment for a paid order and an unknown reference', async () => {
    const { token } = await h.signIn(alice);
    const late = await order(token, 1n);
    const paid = await order(token, 2n);
    expect(await pay(paid, BigInt(paid.value))).toBe('credited');
    const duplicate = fakeTxHash();
    expect(await pay(paid, BigInt(paid.value), { txHash: duplicate })).toBe('already-paid');
    const lateTx = fakeTxHash();
    const afterDeadline = new Date(Date.parse(late.expiresAt) + GRACE + 1);
    expect(await pay(late, BigInt(late.value), { txHash: lateTx, blockTimestamp: afterDeadline })).toBe(
      'expired',
    );
    const stray = fakeTxHash();
    expect(await pay({ reference: '0x1234' }, 5n, { txHash: stray, from: bob.address })).toBe('no-match');
    await h.scannedThrough(afterDeadline);

    const items = await history(token);
    const byOrder = new Map(items.map((item) => [item.orderId, item]));
    expect(byOrder.get(late.orderId)).toMatchObject({
      status: 'expired',
      payments: [{ txHash: lateTx, outcome: 'late', refund: { amount: late.value, status: 'awaiting' } }],
    });
    expect(byOrder.get(paid.orderId)?.payments).toMatchObject([
      { outcome: 'counted', refund: null },
      { txHash: duplicate, outcome: 'duplicate', refund: { amount: paid.value, status: 'awaiting' } },
    ]);
    expect((await unmatched()).map((p) => [p.txHash, p.outcome, p.owed])).toEqual(
      expect.arrayContaining([
        [duplicate, 'already-paid', paid.value],
        [lateTx, 'expired', late.value],
        [stray, 'no-match', '5'],
      ]),
    );
  });

  it('owes back what an order received when it expires short, and records the refund', async () => {
    const { token } = await h.signIn(alice);
    const data = await order(token, 1n);
    const partial = fakeTxHash();
    expect(await pay(data, 1n, { txHash: partial })).toBe('underpaid');
    expect((await history(token))[0].payments[0].refund).toBeNull();
    await h.scannedThrough(new Date(Date.parse(data.expiresAt) + GRACE + 1));
    const [expired] = await history(token);
    expect(expired).toMatchObject({ status: 'expired', received: '1' });
    expect(expired.payments[0].refund).toEqual({ amount: '1', status: 'awaiting', txHash: null });
    expect(await unmatched()).toMatchObject([{ txHash: partial, owed: '1', shortBy: null }]);

    const refund = fakeTxHash();
    const record = (txHash: string) =>
      recordRefund(
        h.db,
        h.config.ledger,
        { txHash, paymentIndex: 0, refundTxHash: refund, now: new Date(h.clock.now) },
        // The on-chain check has its own test (ops/refund-check.test.ts): here it says yes.
        async () => 'ok',
      );
    expect(await record(partial)).toBe('recorded');
    expect(await record(partial)).toBe('already-refunded');
    expect(await record(fakeTxHash())).toBe('unknown-payment');
    expect((await history(token))[0].payments[0].refund).toEqual({
      amount: '1',
      status: 'refunded',
      txHash: refund,
    });
    expect(await unmatched()).toEqual([]);
  });

  it('never records a refund for a payment the ledger counted toward a paid order', async () => {
    const { token } = await h.signIn(alice);
    const data = await order(token, 1n);
    const txHash = fakeTxHash();
    expect(await pay(data, BigInt(data.value), { txHash })).toBe('credited');
    const refundTxHash = fakeTxHash();
    const accepting = async () => 'ok' as const;
    expect(
      await recordRefund(
        h.db,
        h.config.ledger,
        { txHash, paymentIndex: 0, refundTxHash, now: new Date() },
        accepting,
      ),
    ).toBe('nothing-owed');
  });

  it('takes an order from a smart-contract wallet, an EIP-7702 account and one not deployed yet: any wallet pays', async () => {
    const { token } = await h.signIn(alice);
    h.contractWallets.set(alice.address.toLowerCase(), bob.address);
    const contract = await h.request('POST', '/api/v1/purchase', {
      token,
      body: { amount: TOKEN.toString() },
    });
    expect(contract.status).toBe(200);
    h.contractWallets.clear();
    h.delegatedAccounts.add(alice.address.toLowerCase());
    const delegated = await h.request('POST', '/api/v1/purchase', {
      token,
      body: { amount: TOKEN.toString() },
    });
    expect(delegated.status).toBe(200);
    // Nothing about the wallet is asked of the chain any more: an order is placed with the node down.
    h.chainDown = true;
    const down = await h.request('POST', '/api/v1/purchase', { token, body: { amount: TOKEN.toString() } });
    expect(down.status).toBe(200);
    expect(await history(token)).toHaveLength(3);

    // An ERC-4337 account before its first operation, signed in through ERC-6492 (which needs the node).
    h.chainDown = false;
    const account = privateKeyToAccount(`0x${'43'.repeat(32)}`).address;
    h.counterfactualWallets.set(account.toLowerCase(), alice.address);
    const code = await h.request('POST', '/api/v1/client-user/get-code', { body: { address: account } });
    const { message } = code.body.data as { message: string };
    const signedIn = await h.request('POST', '/api/v1/client-user/challenge', {
      body: { address: account, message, signature: await alice.signMessage({ message }) },
    });
    expect(signedIn.status).toBe(200);
    const smart = (signedIn.body.data as { token: string }).token;
    const order = await h.request('POST', '/api/v1/purchase', {
      token: smart,
      body: { amount: TOKEN.toString() },
    });
    expect(order.status).toBe(200);
    expect(order.body.data.payTo).toBe(h.config.paymentsContract);
  });
});
