import { defineMachineModel } from '@test/support/machine-model';
import { paymentHash, purchaseOrder } from '@test/support/purchase-fixtures';
import { neverSettlingPromise } from '@test/support/replay-path';
import { createAppTestModel } from '@test/support/test-model';
import type { AnyEventObject } from 'xstate';
import type {
  CreateOrderInput,
  CreateOrderOutput,
  PurchaseContext,
  SendPaymentInput,
  SendPaymentOutput,
  WaitForOrderPaidInput,
  WaitForOrderPaidOutput,
  WaitForReceiptInput,
  WaitForReceiptOutput,
} from '@/machines/helpers/purchase-types';
import { purchaseMachine } from '@/machines/purchase.machine';

/** Every concrete event the traversal may take, by a readable name (one per guard branch and actor outcome). */
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
  'wallet sent': { type: 'xstate.done.actor.sendPayment', output: { hash: paymentHash } },
  'wallet rejected by user': { type: 'xstate.error.actor.sendPayment', error: { code: 'user_rejected' } },
  'wallet lacks funds': { type: 'xstate.error.actor.sendPayment', error: { code: 'insufficient_funds' } },
  'receipt confirmed': { type: 'xstate.done.actor.waitForReceipt', output: { status: 'confirmed' } },
  'receipt reverted': {
    type: 'xstate.done.actor.waitForReceipt',
    output: { status: 'failed', reason: 'reverted' },
  },
  'receipt timed out': {
    type: 'xstate.done.actor.waitForReceipt',
    output: { status: 'failed', reason: 'timeout' },
  },
  'receipt wait broke': { type: 'xstate.error.actor.waitForReceipt', error: new Error('aborted') },
  'server paid': { type: 'xstate.done.actor.waitForOrderPaid', output: { status: 'paid' } },
  'server expired': { type: 'xstate.done.actor.waitForOrderPaid', output: { status: 'expired' } },
  'server unreachable': { type: 'xstate.error.actor.waitForOrderPaid', error: { code: 'network' } },
} satisfies Record<string, AnyEventObject>;

export const purchaseTestModel = createAppTestModel(purchaseMachine, {
  payloads: Object.values(purchaseFixtures),
  // Every field is bounded by the fixtures (one order, one hash, three amounts), so the whole context is the vertex.
  serializeContext: (context: PurchaseContext) => context,
});

/**
 * A journey no shortest path takes because it ends on a vertex already reached (xstate-model-testing.md 3.4,
 * pitfall 3): clearing a typed amount returns the form to its initial state.
 */
const journeys = [[purchaseFixtures['type 1000'], { type: 'user.cancel' }]];

export const purchasePaths = () => [
  ...purchaseTestModel.model.getShortestPaths(),
  ...journeys.flatMap((events) => purchaseTestModel.model.getPathsFromEvents(events)),
];

export default defineMachineModel({
  name: 'purchase',
  machine: purchaseMachine.provide({
    actors: {
      createOrder: neverSettlingPromise<CreateOrderOutput, CreateOrderInput>(),
      sendPayment: neverSettlingPromise<SendPaymentOutput, SendPaymentInput>(),
      waitForReceipt: neverSettlingPromise<WaitForReceiptOutput, WaitForReceiptInput>(),
      waitForOrderPaid: neverSettlingPromise<WaitForOrderPaidOutput, WaitForOrderPaidInput>(),
    },
  }),
  paths: purchasePaths,
});
