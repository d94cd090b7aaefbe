import { getAddress, keccak256, stringToHex } from 'viem';
import { beforeEach, describe, expect, it } from 'vitest';
import { creditPaidOrder } from '../ledger/credit-paid-order';
import { listUnmatchedPayments, parsePaymentId, paymentId, recordRefund } from '../ops/unmatched-payments';
import { anvilAccount } from '../testing/anvil-accounts';
import { fakeLogChain } from '../testing/fake-log-chain';
import { type Json, useHarness } from '../testing/harness';
import { databaseKinds } from '../testing/test-databases';
import { type Order, outcomes, placeOrder } from '../testing/watcher-scenario';
import type { ContractPayment } from './payment-logs';
import { type ScanSettings, scanPayments, type WatcherLogEntry } from './scan-payments';
import { watchProgress } from './watch-progress';

const alice = anvilAccount(1);
const txHash = (name: string) => keccak256(stringToHex(name));

/**
 * Issue 27, remainder: one transaction that calls `pay` several times (a smart account's batch) holds several
 * `Paid` events, and each is a payment judged on its own, exactly once, across rescans, reorganisations and
 * two watchers. The chain is a fake one (testing/fake-log-chain.ts) whose eth_getLogs answers the test's
 * events; the ledger, the observations and the reads are the real ones, on each database.
 */
describe.each(databaseKinds)('several payments in one transaction, on %s', (kind) => {
  const h = useHarness(kind);
  let chain: ReturnType<typeof fakeLogChain>;
  let token: string;
  let log: WatcherLogEntry[];

  beforeEach(async () => {
    chain = fakeLogChain(h.config.paymentsContract, new Date(h.clock.now));
    token = (await h.signIn(alice)).token;
    log = [];
  });

  /** One watcher's pass, judged by the ledger as the running watcher does (watcher.ts). */
  const scan = (overrides: Partial<ScanSettings> = {}) =>
    scanPayments({
      client: chain.client,
      contract: h.config.paymentsContract,
      confirmations: 1,
      progress: watchProgress(h.db, h.config.chain.id, h.config.paymentsContract),
      credit: (payment: ContractPayment) =>
        creditPaidOrder(
          h.db,
          { ...payment, chainId: h.config.chain.id },
          { rules: h.config.ledger, now: () => new Date(h.clock.now) },
        ),
      range: { max: 5000n },
      oldestOpenOrderTime: async () => undefined,
      log: (entry) => log.push(entry),
      ...overrides,
    });
  const pay = (order: Order) => ({
    reference: order.reference,
    payer: getAddress(alice.address),
    amount: BigInt(order.value),
  });
  const historyOf = async (order: Order): Promise<Json> => {
    const res = await h.request('GET', `/api/v1/me/purchase/orders/${order.orderId}`, { token });
    expect(res.status).toBe(200);
    return res.body.data;
  };
  const power = async () => (await h.request('GET', '/api/v1/me/mining', { token })).body.data.power;
  const recorded = async () =>
    (
      await h.db.query<{ tx_hash: string; payment_index: number; order_id: string | null; outcome: string }>(
        'SELECT tx_hash, payment_index, order_id, outcome FROM order_payments ORDER BY tx_hash, payment_index',
      )
    ).rows;

  it('credits two orders a batch pays in one transaction, each once, and keeps them so on later passes', async () => {
    const first = await placeOrder(h, token, 2n);
    const second = await placeOrder(h, token, 3n);
    const batch = txHash('batch of two orders');
    chain.mineTransaction(batch, [pay(first), pay(second)], { unrelatedBefore: 2 });

    const report = await scan();
    expect(report.observations.map((o) => [o.payment.reference, o.outcome])).toEqual([
      [first.reference, 'credited'],
      [second.reference, 'credited'],
    ]);
    for (let pass = 0; pass < 3; pass++) {
      chain.mine();
      expect((await scan()).observations).toEqual([]);
    }
    expect(await historyOf(first)).toMatchObject({ status: 'paid', txHash: batch, received: first.value });
    expect(await historyOf(second)).toMatchObject({ status: 'paid', txHash: batch, received: second.value });
    expect(await power()).toBe('5');
    expect(await recorded()).toEqual([
      { tx_hash: batch, payment_index: 0, order_id: first.orderId, outcome: 'credited' },
      { tx_hash: batch, payment_index: 1, order_id: second.orderId, outcome: 'credited' },
    ]);
    expect(await outcomes(h)).toEqual({ [batch]: 'credited', [`${batch}#1`]: 'credited' });
    expect(await listUnmatchedPayments(h.db, h.config.ledger)).toEqual([]);
  });

  it('credits an order paid twice in one transaction once, and owes the second payment back', async () => {
    const order = await placeOrder(h, token, 3n);
    const twice = txHash('one order paid twice');
    chain.mineTransaction(twice, [pay(order), pay(order)]);

    expect((await scan()).observations.map((o) => o.outcome)).toEqual(['credited', 'already-paid']);
    chain.mine();
    await scan();
    const row = await historyOf(order);
    expect(row).toMatchObject({ status: 'paid', txHash: twice, received: order.value });
    expect(row.payments).toMatchObject([
      { txHash: twice, value: order.value, outcome: 'counted', refund: null },
      {
        txHash: twice,
        value: order.value,
        outcome: 'duplicate',
        refund: { amount: order.value, status: 'awaiting', txHash: null },
      },
    ]);
    expect(await power()).toBe('3');
    const [owed] = await listUnmatchedPayments(h.db, h.config.ledger);
    expect(owed).toMatchObject({
      txHash: twice,
      paymentIndex: 1,
      outcome: 'already-paid',
      orderId: order.orderId,
      owed: order.value,
    });

    // The operator names it `<hash>#1` and records its refund; the credited payment owes nothing.
    const named = owed ? parsePaymentId(paymentId(owed)) : undefined;
    expect(named).toEqual({ txHash: twice, paymentIndex: 1 });
    const refund = (paymentIndex: number, refundTxHash: string) =>
      recordRefund(
        h.db,
        h.config.ledger,
        { txHash: twice, paymentIndex, refundTxHash, now: new Date(h.clock.now) },
        async () => 'ok',
      );
    expect(await refund(0, txHash('refund of the credit'))).toBe('nothing-owed');
    expect(await refund(1, txHash('refund of the duplicate'))).toBe('recorded');
    expect(await listUnmatchedPayments(h.db, h.config.ledger)).toEqual([]);
    expect((await historyOf(order)).payments[1].refund).toEqual({
      amount: order.value,
      status: 'refunded',
      txHash: txHash('refund of the duplicate'),
    });
  });

  it('judges the batch once more after a reorganisation re-includes it elsewhere, and changes nothing', async () => {
    const first = await placeOrder(h, token, 2n);
    const second = await placeOrder(h, token, 3n);
    const batch = txHash('batch moved by a reorganisation');
    const twice = txHash('duplicate moved by a reorganisation');
    chain.mine(2);
    const minedAt = chain.mineTransaction(batch, [pay(first), pay(second)]);
    chain.mineTransaction(twice, [pay(first), pay(first)]);
    await scan();
    const before = { rows: await recorded(), outcomes: await outcomes(h), power: await power() };
    expect(before.outcomes).toEqual({
      [batch]: 'credited',
      [`${batch}#1`]: 'credited',
      [twice]: 'already-paid',
      [`${twice}#1`]: 'already-paid',
    });

    // The blocks from the batch's on are replaced; the new branch holds both transactions one block later,
    // behind other logs (other block-wide log indexes): the same payments, judged again.
    chain.reorg(minedAt, 1);
    chain.mineTransaction(batch, [pay(first), pay(second)], { unrelatedBefore: 3 });
    chain.mineTransaction(twice, [pay(first), pay(first)], { unrelatedBefore: 1 });
    const report = await scan();
    expect(log.filter((entry) => entry.event === 'rewind')).toHaveLength(1);
    expect(report.observations.map((o) => [o.payment.txHash, o.payment.paymentIndex, o.outcome])).toEqual([
      [batch, 0, 'already-paid'],
      [batch, 1, 'already-paid'],
      [twice, 0, 'already-paid'],
      [twice, 1, 'already-paid'],
    ]);
    chain.mine();
    await scan();
    expect({ rows: await recorded(), outcomes: await outcomes(h), power: await power() }).toEqual(before);
    expect(await listUnmatchedPayments(h.db, h.config.ledger)).toMatchObject([
      { txHash: twice, paymentIndex: 0, owed: first.value },
      { txHash: twice, paymentIndex: 1, owed: first.value },
    ]);
  });

  it('takes a log the provider answers twice for one payment, not two', async () => {
    const order = await placeOrder(h, token, 3n);
    const single = txHash('one payment answered twice');
    chain.mineTransaction(single, [pay(order)]);
    chain.settings.answerLogsTwice = true;
    expect((await scan()).observations.map((o) => [o.payment.paymentIndex, o.outcome])).toEqual([
      [0, 'credited'],
    ]);
    expect(await listUnmatchedPayments(h.db, h.config.ledger)).toEqual([]);
  });

  it('credits each payment of a batch once when two watchers judge it at the same time', async () => {
    const first = await placeOrder(h, token, 2n);
    const second = await placeOrder(h, token, 3n);
    const batch = txHash('batch judged by two watchers');
    chain.mineTransaction(batch, [pay(first), pay(second), pay(second)]);
    const reports = await Promise.all([scan(), scan()]);
    for (const report of reports)
      expect(report.observations.map((o) => o.payment.paymentIndex)).toEqual([0, 1, 2]);
    // Each watcher's observations say what it was answered (the one second to judge a credit hears
    // 'already-paid'); the ledger's record is the one decision.
    expect(Object.keys(await outcomes(h)).sort()).toEqual([batch, `${batch}#1`, `${batch}#2`]);
    expect(await power()).toBe('5');
    expect((await recorded()).map((row) => row.outcome)).toEqual(['credited', 'credited', 'already-paid']);
  });
});
