import { flush } from '@test/support/flush';
import { paymentHash, purchaseOrder, startControllablePurchase } from '@test/support/purchase-fixtures';
import {
  fixturePathName,
  matchActor,
  replayPath,
  sendTo,
  settleStub,
  uniqueNames,
} from '@test/support/replay-path';
import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { lookDelayMs } from '@/machines/helpers/order-record';
import { purchaseFixtures, purchasePaths, purchaseTestModel, purchaseVertexContext } from './purchase.model';

const paths = purchasePaths();

/** The questions the purchase screen asks to enable its controls. */
const probes = [
  { type: 'user.changeAmount', value: '5' },
  { type: 'user.submit' },
  { type: 'user.cancel' },
  { type: 'user.retry', now: 0 },
  { type: 'user.startOver' },
  { type: 'page.hidden' },
  { type: 'page.visible' },
] as const;

describe('purchase machine model', () => {
  it('generates a pinned number of paths and has a fixture for every actor event', () => {
    // 16 → 55: the wait for the server's record became states (looks, backoff, the hidden page, the deadline).
    // 55 → 61: Pay the difference (from the form and after a payment) pays an open order again.
    expect(paths).toHaveLength(61);
    expect(purchaseTestModel.missingFixtures()).toEqual([]);
  });

  it.each(uniqueNames(paths, (path) => fixturePathName(path, purchaseFixtures)))(
    '$name',
    async ({ item: path }) => {
      const clock = new SimulatedClock();
      const { actor, order, payment, receipt, record, announced } = startControllablePurchase(clock);
      const send = sendTo(actor);
      let sentEvents = 0;
      const checks = await replayPath(
        path,
        {
          'user.changeAmount': send,
          'user.submit': send,
          'user.cancel': send,
          'user.startOver': send,
          'user.payDifference': async (step) => {
            const calls = payment.calls.length;
            send(step);
            await flush();
            // A top-up pays exactly the difference, to the order's treasury with its reference.
            const topUp = (step.event as (typeof purchaseFixtures)['pay the difference']).order;
            if (payment.calls.length > calls) expect(payment.last().input.value).toBe(topUp.value);
          },
          'user.retry': async (step) => {
            // A payment that may already be on chain is never asked of the wallet again.
            const before = actor.getSnapshot().context;
            const paymentsBefore = payment.calls.length;
            send(step);
            await flush();
            const inDoubt = before.failure?.step === 'server' || before.failure?.code === 'timeout';
            if (inDoubt && before.hash !== null) expect(payment.calls).toHaveLength(paymentsBefore);
          },
          'xstate.done.actor.createOrder': settleStub(order),
          'xstate.error.actor.createOrder': settleStub(order),
          'xstate.done.actor.sendPayment': async (step) => {
            sentEvents += 1;
            await settleStub(payment)(step);
          },
          'xstate.error.actor.sendPayment': async (step) => {
            await settleStub(payment)(step);
            // A rejection in the wallet is quiet: back to the form, no failure to show.
            if (step.event === purchaseFixtures['wallet rejected by user']) {
              expect(actor.getSnapshot().hasTag('editing')).toBe(true);
              expect(actor.getSnapshot().context.failure).toBeNull();
            }
          },
          'xstate.done.actor.waitForReceipt': settleStub(receipt),
          'xstate.error.actor.waitForReceipt': settleStub(receipt),
          'xstate.done.actor.fetchOrderStatus': settleStub(record),
          'xstate.error.actor.fetchOrderStatus': settleStub(record),
          'xstate.after.lookAgain.purchase.awaitingServer.waiting': () => {
            // The next look comes exactly after the interval, doubled for each failed look in a row.
            const looks = record.calls.length;
            const wait = lookDelayMs(actor.getSnapshot().context.lookFailures);
            clock.increment(wait - 1);
            expect(record.calls).toHaveLength(looks);
            clock.increment(1);
            expect(record.calls).toHaveLength(looks + 1);
          },
          'page.hidden': send,
          'page.visible': send,
        },
        matchActor(actor, { probes, relevant: purchaseVertexContext }),
      );
      expect(checks).toBe(path.steps.length);
      // Every sent payment is announced once, for the transaction store.
      expect(announced).toEqual(
        Array.from({ length: sentEvents }, () => ({
          type: 'purchase.transactionSent',
          hash: paymentHash,
          chainId: purchaseOrder.chainId,
          orderId: purchaseOrder.orderId,
          amount: purchaseOrder.amount,
        })),
      );
      // After a top-up the form holds no amount: a retry once its order can no longer be paid asks for an order
      // of 0, which the server refuses (400) and the screen reports; it never pays anything.
      for (const { input } of order.calls) expect(['1000000000000000000000', '0']).toContain(input.amount);
      for (const { input } of payment.calls)
        expect(input).toEqual({
          to: purchaseOrder.payTo,
          value: expect.stringMatching(/^(100000000000000000|60000000000000000)$/),
          data: purchaseOrder.reference,
          chainId: purchaseOrder.chainId,
        });
      for (const { input } of receipt.calls)
        expect(input).toEqual({ hash: paymentHash, chainId: purchaseOrder.chainId });
      for (const { input } of record.calls) expect(input).toEqual({ orderId: purchaseOrder.orderId });
      actor.stop();
    },
  );
});
