import { controllable } from '@test/support/controllable';
import { watchProperties } from '@test/support/properties';
import { paymentHash } from '@test/support/purchase-fixtures';
import { fixturePathName, replayPath, sendTo, settleStub, uniqueNames } from '@test/support/replay-path';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { lookDelayMs } from '@/machines/purchase-payment/order-record';
import { purchasePaymentMachine } from '@/machines/purchase-payment/purchase-payment.machine';
import type {
  FetchOrderStatusInput,
  FetchOrderStatusOutput,
  PurchasePaymentInput,
  SendPaymentInput,
  SendPaymentOutput,
  SwitchNetworkInput,
  SwitchNetworkOutput,
  WaitForReceiptInput,
  WaitForReceiptOutput,
} from '@/machines/purchase-payment/purchase-payment-types';
import { paymentFixtures, paymentInputs, paymentPaths, paymentTestModel } from './purchase-payment.model';
import paymentProperties from './purchase-payment.properties';

const paths = paymentPaths();
const inputName = (input: unknown) => Object.entries(paymentInputs).find(([, given]) => given === input)?.[0];

describe('purchase payment machine model', () => {
  it('generates a pinned number of paths and has a fixture for every actor event', () => {
    // From the wallet, at the receipt and at the record (a retry): the steps the purchase held before issue 26.
    // 104 → 146: a payment from the wallet with the wallet's transaction store following it (issue 26).
    expect(paths).toHaveLength(146);
    expect(paymentTestModel.missingFixtures()).toEqual([]);
  });

  it.each(
    uniqueNames(paths, (path) => `${inputName(path.input)}: ${fixturePathName(path, paymentFixtures)}`),
  )('$name', async ({ item: path }) => {
    const clock = new SimulatedClock();
    const input = path.input as PurchasePaymentInput;
    const properties = watchProperties(paymentProperties, input);
    const payment = controllable<SendPaymentOutput, SendPaymentInput>();
    const receipt = controllable<WaitForReceiptOutput, WaitForReceiptInput>();
    const record = controllable<FetchOrderStatusOutput, FetchOrderStatusInput>();
    const network = controllable<SwitchNetworkOutput, SwitchNetworkInput>();
    const reported: string[] = [];
    const actor = createActor(
      purchasePaymentMachine.provide({
        actors: {
          sendPayment: payment.logic,
          waitForReceipt: receipt.logic,
          fetchOrderStatus: record.logic,
          switchNetwork: network.logic,
        },
        actions: { reportSent: (_, { hash }) => void reported.push(hash) },
      }),
      { clock, input, inspect: properties.inspect },
    );
    properties.follow(actor as never);
    actor.start();
    const send = sendTo(actor);
    const checks = await replayPath(
      path,
      {
        'user.switchNetwork': send,
        'user.cancel': send,
        'page.hidden': send,
        'page.visible': send,
        'transaction.settled': send,
        'transaction.unfollowed': send,
        'xstate.done.actor.sendPayment': settleStub(payment),
        'xstate.error.actor.sendPayment': settleStub(payment),
        'xstate.done.actor.waitForReceipt': settleStub(receipt),
        'xstate.error.actor.waitForReceipt': settleStub(receipt),
        'xstate.done.actor.switchNetwork': settleStub(network),
        'xstate.error.actor.switchNetwork': settleStub(network),
        'xstate.done.actor.fetchOrderStatus': settleStub(record),
        'xstate.error.actor.fetchOrderStatus': settleStub(record),
        'xstate.after.lookAgain.purchasePayment.awaitingServer.waiting': () => {
          // The next look comes exactly after the interval, doubled for each failed look in a row.
          const looks = record.calls.length;
          const wait = lookDelayMs(actor.getSnapshot().context.lookFailures);
          clock.increment(wait - 1);
          expect(record.calls).toHaveLength(looks);
          clock.increment(1);
          expect(record.calls).toHaveLength(looks + 1);
        },
      },
      // Only keeps the replay on the path; the oracle is purchase-payment.properties.ts and the checks above.
      (expected) => expect(actor.getSnapshot().value).toEqual(expected.value),
      properties,
    );
    expect(checks).toBe(path.steps.length);
    // The purchase hears of every payment the wallet sent, once, with its hash.
    const sent = path.steps.filter(({ event }) => event.type === 'xstate.done.actor.sendPayment').length;
    expect(reported).toEqual(Array.from({ length: sent }, () => paymentHash));
    actor.stop();
  });
});
