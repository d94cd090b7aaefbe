import { defineMachineModel } from '@test/support/machine-model';
import { paymentHash, purchaseOrder } from '@test/support/purchase-fixtures';
import { neverSettling } from '@test/support/replay-path';
import { createAppTestModel } from '@test/support/test-model';
import type { AnyEventObject } from 'xstate';
import { purchaseMachine } from '@/machines/purchase/purchase.machine';
import type {
  CreateOrderInput,
  CreateOrderOutput,
  PurchaseContext,
} from '@/machines/purchase/purchase-types';
import type {
  PurchasePaymentInput,
  PurchasePaymentOutput,
} from '@/machines/purchase-payment/purchase-payment-types';

const ended = (output: PurchasePaymentOutput) => ({ type: 'xstate.done.actor.purchasePayment', output });

/**
 * Every concrete event the traversal may take, by a readable name (one per guard branch and actor outcome). The
 * payment child is the purchase's actor here: how it ends is a fixture (its own model covers its steps).
 */
export const purchaseFixtures = {
  'type 1000': { type: 'user.changeAmount', value: '1000' },
  'type 1.5': { type: 'user.changeAmount', value: '1.5' },
  'clear the field': { type: 'user.changeAmount', value: '' },
  'retry in time': { type: 'user.retry', now: Date.parse('2030-01-01T00:00:00.000Z') },
  'retry after expiry': { type: 'user.retry', now: Date.parse('2030-01-01T01:00:00.000Z') },
  'pay the difference': {
    type: 'user.payDifference',
    order: { ...purchaseOrder, value: '60000000000000000' },
    now: Date.parse('2030-01-01T00:00:00.000Z'),
  },
  'pay the difference too late': {
    type: 'user.payDifference',
    order: { ...purchaseOrder, value: '60000000000000000' },
    now: Date.parse('2030-01-01T00:29:00.000Z'),
  },
  'order opened': { type: 'xstate.done.actor.createOrder', output: purchaseOrder },
  'order refused': { type: 'xstate.error.actor.createOrder', error: { code: 'rate_limited' } },
  'wallet sent': { type: 'payment.sent', hash: paymentHash },
  paid: ended({ outcome: 'paid' }),
  'rejected or cancelled': ended({ outcome: 'abandoned' }),
  'network switched in time': ended({
    outcome: 'switched',
    switchedAt: Date.parse('2030-01-01T00:00:00.000Z'),
  }),
  'network switched after expiry': ended({
    outcome: 'switched',
    switchedAt: Date.parse('2030-01-01T01:00:00.000Z'),
  }),
  'wallet lacks funds': ended({ outcome: 'failed', failure: { step: 'wallet', code: 'insufficient_funds' } }),
  'receipt reverted': ended({ outcome: 'failed', failure: { step: 'receipt', code: 'reverted' } }),
  'receipt timed out': ended({ outcome: 'failed', failure: { step: 'receipt', code: 'timeout' } }),
  'not recorded in time': ended({ outcome: 'failed', failure: { step: 'server', code: 'not_recorded' } }),
  'server expired': ended({ outcome: 'expired' }),
} satisfies Record<string, AnyEventObject>;

/** Outcomes only a payment the wallet sent can have: the receipt and the server's record. */
const AFTER_SENDING = new Set<string>(['paid', 'expired']);
const STEPS_AFTER_SENDING = new Set<string>(['receipt', 'server']);
function needsSentPayment(output: PurchasePaymentOutput): boolean {
  return (
    AFTER_SENDING.has(output.outcome) || ('failure' in output && STEPS_AFTER_SENDING.has(output.failure.step))
  );
}

/** The context a vertex is made of; the replay compares the same. */
export const purchaseVertexContext = ({ system: _whereTheSessionRuns, ...context }: PurchaseContext) => ({
  ...context,
  // Pay the difference pays the same order for less: what follows is the same as for the full value.
  order: context.order && { ...context.order, value: null },
});

export const purchaseTestModel = createAppTestModel(purchaseMachine, {
  payloads: Object.values(purchaseFixtures),
  // The child reports a sent payment once, from the wallet step, and ends as a payment sent (or not) can.
  // Pay the difference is taken with an amount typed, so it joins the vertices a full payment reaches.
  filterEvents: (snapshot, event) => {
    const { hash, paymentStart } = snapshot.context as PurchaseContext;
    if (event.type === 'payment.sent') return hash === null && paymentStart === 'wallet';
    if (event.type === 'xstate.done.actor.purchasePayment')
      return needsSentPayment(event.output as PurchasePaymentOutput) === (hash !== null);
    if (event.type === 'user.payDifference' && snapshot.context.amount === null) return false;
    return true;
  },
  // The fixtures bound every field (one order, one hash, three amounts).
  serializeContext: (context: PurchaseContext) => purchaseVertexContext(context),
});

const paying = [purchaseFixtures['type 1000'], { type: 'user.submit' }, purchaseFixtures['order opened']];

/**
 * Journeys no shortest path takes because they end on a vertex already reached (src/machines/AGENTS.md,
 * Journeys): clearing a typed amount returns the form to its initial state; Cancel while paying goes to the
 * payment child (it leaves the purchase as it was); a switch in time pays the same order again from the wallet.
 */
const journeys = [
  [purchaseFixtures['type 1000'], { type: 'user.cancel' }],
  [...paying, { type: 'user.cancel' }],
  [...paying, purchaseFixtures['network switched in time']],
];

export const purchasePaths = () => [
  ...purchaseTestModel.model.getShortestPaths(),
  ...journeys.flatMap((events) => purchaseTestModel.model.getPathsFromEvents(events)),
];

export default defineMachineModel({
  name: 'purchase',
  machine: purchaseMachine.provide({
    actors: {
      createOrder: neverSettling<CreateOrderOutput, CreateOrderInput>(),
      // The child chart stands in as a promise: only how it ends matters to the purchase.
      purchasePayment: neverSettling<PurchasePaymentOutput, PurchasePaymentInput>() as never,
    },
  }),
  paths: purchasePaths,
});
