import { controllable } from '@test/support/controllable';
import { watchProperties } from '@test/support/properties';
import { fixturePathName, replayPath, sendTo, settleStub, uniqueNames } from '@test/support/replay-path';
import { describe, expect, it } from 'vitest';
import { createActor, type EventObject, fromCallback } from 'xstate';
import { purchaseMachine } from '@/machines/purchase/purchase.machine';
import type { CreateOrderInput, CreateOrderOutput } from '@/machines/purchase/purchase-types';
import type {
  PurchasePaymentInput,
  PurchasePaymentOutput,
} from '@/machines/purchase-payment/purchase-payment-types';
import { SESSION_SYSTEM_ID } from '@/machines/session/session-types';
import { purchaseFixtures, purchasePaths, purchaseTestModel } from './purchase.model';
import purchaseProperties from './purchase.properties';

const paths = purchasePaths();

/** The purchase with its order and its payment child standing in as actors the test settles. */
function startPurchase(properties: ReturnType<typeof watchProperties>) {
  const order = controllable<CreateOrderOutput, CreateOrderInput>();
  const payment = controllable<PurchasePaymentOutput, PurchasePaymentInput>();
  const session = createActor(
    fromCallback<EventObject>(() => undefined),
    { systemId: SESSION_SYSTEM_ID },
  ).start();
  const actor = createActor(
    purchaseMachine.provide({
      actors: { createOrder: order.logic, purchasePayment: payment.logic as never },
    }),
    { inspect: properties.inspect, input: { system: session.system } },
  );
  properties.follow(actor as never);
  actor.start();
  return { actor, order, payment };
}

describe('purchase machine model', () => {
  it('generates a pinned number of paths and has a fixture for every actor event', () => {
    // 16 → 55: the wait for the server's record became states (looks, backoff, the hidden page, the deadline).
    // 55 → 61: Pay the difference (from the form and after a payment) pays an open order again.
    // 61 → 120: the wrong-network detour, and whether the payment is a top-up.
    // 120 → 62: the payment (wallet, network detour, receipt, record) is a child chart with its own model
    // (purchase-payment.model.ts); here how it ends is a fixture.
    expect(paths).toHaveLength(62);
    expect(purchaseTestModel.missingFixtures()).toEqual([]);
  });

  it.each(uniqueNames(paths, (path) => fixturePathName(path, purchaseFixtures)))(
    '$name',
    async ({ item: path }) => {
      const properties = watchProperties(purchaseProperties);
      const { actor, order, payment } = startPurchase(properties);
      const send = sendTo(actor);
      const checks = await replayPath(
        path,
        {
          'user.changeAmount': send,
          'user.submit': send,
          'user.cancel': send,
          'user.startOver': send,
          'user.switchNetwork': send,
          'user.payDifference': send,
          'user.retry': send,
          'payment.sent': send,
          'xstate.done.actor.createOrder': settleStub(order),
          'xstate.error.actor.createOrder': settleStub(order),
          'xstate.done.actor.purchasePayment': settleStub(payment),
        },
        // Only keeps the replay on the path; the oracle is purchase.properties.ts and the checks above.
        (expected) => expect(actor.getSnapshot().value).toEqual(expected.value),
        properties,
      );
      expect(checks).toBe(path.steps.length);
      // Only the typed amount is ever ordered: a top-up whose order ran out closes instead of asking for a new one.
      for (const { input } of order.calls) expect(input.amount).toBe('1000000000000000000000');
      actor.stop();
    },
  );
});
