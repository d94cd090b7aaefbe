import { flush } from '@test/support/flush';
import { watchProperties } from '@test/support/properties';
import { paymentHash, purchaseOrder, startControllablePurchase } from '@test/support/purchase-fixtures';
import { fixturePathName, replayPath, sendTo, settleStub, uniqueNames } from '@test/support/replay-path';
import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { lookDelayMs } from '@/machines/purchase/order-record';
import { purchaseFixtures, purchasePaths, purchaseTestModel } from './purchase.model';
import purchaseProperties from './purchase.properties';

const paths = purchasePaths();

describe('purchase machine model', () => {
  it('generates a pinned number of paths and has a fixture for every actor event', () => {
    // 16 → 55: the wait for the server's record became states (looks, backoff, the hidden page, the deadline).
    // 55 → 61: Pay the difference (from the form and after a payment) pays an open order again.
    // 61 → 120: the wrong-network detour (switch, declined, failed, switched in time or too late), and whether the
    // payment is a top-up (one whose order ran out is closed, never reordered), which splits every vertex after it.
    expect(paths).toHaveLength(120);
    expect(purchaseTestModel.missingFixtures()).toEqual([]);
  });

  it.each(uniqueNames(paths, (path) => fixturePathName(path, purchaseFixtures)))(
    '$name',
    async ({ item: path }) => {
      const clock = new SimulatedClock();
      const properties = watchProperties(purchaseProperties);
      const { actor, order, payment, receipt, record, network, announced } = startControllablePurchase(
        clock,
        properties,
      );
      const send = sendTo(actor);
      let sentEvents = 0;
      const checks = await replayPath(
        path,
        {
          'user.changeAmount': send,
          'user.submit': send,
          'user.cancel': send,
          'user.startOver': send,
          'user.switchNetwork': async (step) => {
            // Switch network asks the wallet for the order's chain, and nothing is paid until it has switched.
            const payments = payment.calls.length;
            send(step);
            await flush();
            expect(network.last().input).toEqual({ chainId: purchaseOrder.chainId });
            expect(payment.calls).toHaveLength(payments);
          },
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
          'xstate.done.actor.switchNetwork': settleStub(network),
          'xstate.error.actor.switchNetwork': settleStub(network),
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
        // Only keeps the replay on the path; the oracle is purchase.properties.ts and the checks above.
        (expected) => expect(actor.getSnapshot().value).toEqual(expected.value),
        properties,
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
      // Only the typed amount is ever ordered: a top-up whose order ran out closes instead of asking for a new one.
      for (const { input } of order.calls) expect(input.amount).toBe('1000000000000000000000');
      for (const { input } of payment.calls)
        expect(input).toEqual({
          contract: purchaseOrder.payTo,
          reference: purchaseOrder.reference,
          value: expect.stringMatching(/^(100000000000000000|60000000000000000)$/),
          chainId: purchaseOrder.chainId,
        });
      for (const { input } of receipt.calls)
        expect(input).toEqual({ hash: paymentHash, chainId: purchaseOrder.chainId });
      for (const { input } of record.calls) expect(input).toEqual({ orderId: purchaseOrder.orderId });
      actor.stop();
    },
  );
});
