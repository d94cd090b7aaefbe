import { defineMachineModel } from '@test/support/machine-model';
import { paymentHash, purchaseOrder } from '@test/support/purchase-fixtures';
import { neverSettling } from '@test/support/replay-path';
import { createAppTestModel } from '@test/support/test-model';
import type { AnyEventObject } from 'xstate';
import { ORDER_RECORD_GRACE_MS } from '@/machines/purchase/order-record';
import { purchaseMachine } from '@/machines/purchase/purchase.machine';
import type {
  CreateOrderInput,
  CreateOrderOutput,
  FetchOrderStatusInput,
  FetchOrderStatusOutput,
  PurchaseContext,
  SendPaymentInput,
  SendPaymentOutput,
  SwitchNetworkInput,
  SwitchNetworkOutput,
  WaitForReceiptInput,
  WaitForReceiptOutput,
} from '@/machines/purchase/purchase-types';

/** When the client looked at the server's record: before the order expired, and past its expiry plus grace. */
const LOOKED = Date.parse(purchaseOrder.expiresAt) - 10 * 60_000;
const LOOKED_TOO_LATE = Date.parse(purchaseOrder.expiresAt) + ORDER_RECORD_GRACE_MS;

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
  'wallet on another network': { type: 'xstate.error.actor.sendPayment', error: { code: 'chain_mismatch' } },
  'switch network': { type: 'user.switchNetwork' },
  'network switched in time': {
    type: 'xstate.done.actor.switchNetwork',
    output: { switchedAt: Date.parse('2030-01-01T00:00:00.000Z') },
  },
  'network switched after expiry': {
    type: 'xstate.done.actor.switchNetwork',
    output: { switchedAt: Date.parse('2030-01-01T01:00:00.000Z') },
  },
  'switch declined by user': { type: 'xstate.error.actor.switchNetwork', error: { code: 'user_rejected' } },
  'switch failed': { type: 'xstate.error.actor.switchNetwork', error: { code: 'unsupported_chain' } },
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
  'server paid': {
    type: 'xstate.done.actor.fetchOrderStatus',
    output: { status: 'paid', checkedAt: LOOKED },
  },
  'server expired': {
    type: 'xstate.done.actor.fetchOrderStatus',
    output: { status: 'expired', checkedAt: LOOKED },
  },
  'server not yet': {
    type: 'xstate.done.actor.fetchOrderStatus',
    output: { status: 'awaiting_payment', checkedAt: LOOKED },
  },
  'server not yet, past the deadline': {
    type: 'xstate.done.actor.fetchOrderStatus',
    output: { status: 'awaiting_payment', checkedAt: LOOKED_TOO_LATE },
  },
  'server unreachable': {
    type: 'xstate.error.actor.fetchOrderStatus',
    error: { code: 'network', checkedAt: LOOKED },
  },
  'server unreachable past the deadline': {
    type: 'xstate.error.actor.fetchOrderStatus',
    error: { code: 'network', checkedAt: LOOKED_TOO_LATE },
  },
  'session ended while looking': {
    type: 'xstate.error.actor.fetchOrderStatus',
    error: { code: 'session_ended', checkedAt: LOOKED },
  },
} satisfies Record<string, AnyEventObject>;

/** The context a vertex is made of; the replay compares the same. */
export const purchaseVertexContext = ({ system: _whereTheSessionRuns, ...context }: PurchaseContext) => ({
  ...context,
  // Pay the difference pays the same order for less: what follows is the same as for the full value.
  order: context.order && { ...context.order, value: null },
  lookFailures: Math.min(context.lookFailures, 1),
});

export const purchaseTestModel = createAppTestModel(purchaseMachine, {
  payloads: Object.values(purchaseFixtures),
  // The page's visibility only changes what happens while waiting for the server's record: it changes there (the
  // root transitions are covered in awaitingServer), and while hidden nobody clicks, so only the look under way
  // ends or the page is shown again. Anything more would double every state without a new transition.
  // Pay the difference is taken with an amount typed, so it joins the vertices a full payment reaches.
  filterEvents: (snapshot, event) => {
    if (event.type.startsWith('page.')) return snapshot.matches('awaitingServer');
    if (event.type === 'user.payDifference' && snapshot.context.amount === null) return false;
    return !snapshot.context.pageHidden || event.type.startsWith('xstate.');
  },
  // The fixtures bound every field (one order, one hash, three amounts); failed looks in a row only lengthen the
  // next wait, so none and some are the two vertices that differ.
  serializeContext: (context: PurchaseContext) => purchaseVertexContext(context),
});

/**
 * A journey no shortest path takes because it ends on a vertex already reached (src/machines/AGENTS.md,
 * Journeys): clearing a typed amount returns the form to its initial state.
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
      createOrder: neverSettling<CreateOrderOutput, CreateOrderInput>(),
      sendPayment: neverSettling<SendPaymentOutput, SendPaymentInput>(),
      waitForReceipt: neverSettling<WaitForReceiptOutput, WaitForReceiptInput>(),
      fetchOrderStatus: neverSettling<FetchOrderStatusOutput, FetchOrderStatusInput>(),
      switchNetwork: neverSettling<SwitchNetworkOutput, SwitchNetworkInput>(),
    },
  }),
  paths: purchasePaths,
});
