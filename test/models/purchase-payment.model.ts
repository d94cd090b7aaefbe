import { defineMachineModel } from '@test/support/machine-model';
import { paymentHash, purchaseOrder } from '@test/support/purchase-fixtures';
import { neverSettling } from '@test/support/replay-path';
import { createAppTestModel } from '@test/support/test-model';
import type { AnyEventObject } from 'xstate';
import { ORDER_RECORD_GRACE_MS } from '@/machines/purchase-payment/order-record';
import { purchasePaymentMachine } from '@/machines/purchase-payment/purchase-payment.machine';
import type {
  FetchOrderStatusInput,
  FetchOrderStatusOutput,
  PurchasePaymentContext,
  PurchasePaymentInput,
  SendPaymentInput,
  SendPaymentOutput,
  SwitchNetworkInput,
  SwitchNetworkOutput,
  WaitForReceiptInput,
  WaitForReceiptOutput,
} from '@/machines/purchase-payment/purchase-payment-types';

/** When the client looked at the server's record: before the order expired, and past its expiry plus grace. */
const LOOKED = Date.parse(purchaseOrder.expiresAt) - 10 * 60_000;
const LOOKED_TOO_LATE = Date.parse(purchaseOrder.expiresAt) + ORDER_RECORD_GRACE_MS;

/** The wallet's transaction store as the app's systems lend it (a stand-in ref: it answers by the fixtures). */
export const storeStandIn = { id: 'transactionStore', _send: () => undefined };
const withStore = { get: (systemId: string) => (systemId === 'transactionStore' ? storeStandIn : undefined) };

/** The three places a payment starts: a new one at the wallet, a retry at the receipt or at the server's record. */
export const paymentInputs: Record<string, PurchasePaymentInput> = {
  'from the wallet': { order: purchaseOrder, hash: null, start: 'wallet' },
  'from the wallet, the store following': {
    order: purchaseOrder,
    hash: null,
    start: 'wallet',
    system: withStore as never,
  },
  'retry at the receipt': { order: purchaseOrder, hash: paymentHash, start: 'receipt' },
  'retry at the record': { order: purchaseOrder, hash: paymentHash, start: 'server' },
};

/** Every concrete event the traversal may take, by a readable name (one per guard branch and actor outcome). */
export const paymentFixtures = {
  'wallet sent': { type: 'xstate.done.actor.sendPayment', output: { hash: paymentHash } },
  'wallet rejected by user': { type: 'xstate.error.actor.sendPayment', error: { code: 'user_rejected' } },
  'wallet lacks funds': { type: 'xstate.error.actor.sendPayment', error: { code: 'insufficient_funds' } },
  'wallet on another network': { type: 'xstate.error.actor.sendPayment', error: { code: 'chain_mismatch' } },
  'switch network': { type: 'user.switchNetwork' },
  'network switched': {
    type: 'xstate.done.actor.switchNetwork',
    output: { switchedAt: Date.parse('2030-01-01T00:00:00.000Z') },
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
  'store: receipt confirmed': { type: 'transaction.settled', status: 'confirmed' },
  'store: receipt reverted': { type: 'transaction.settled', status: 'failed', reason: 'reverted' },
  'store let it go': { type: 'transaction.unfollowed' },
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

/**
 * Standalone the child has no parent to tell: the model and the coverage replay use a no-op report (the purchase's
 * unit tests run the real one).
 */
const standalonePaymentMachine = purchasePaymentMachine.provide({ actions: { reportSent: () => undefined } });

export const paymentTestModel = createAppTestModel(standalonePaymentMachine, {
  payloads: Object.values(paymentFixtures),
  // The page's visibility only changes what happens while waiting for the server's record; while hidden nobody
  // clicks, so only the look under way ends or the page is shown again.
  filterEvents: (snapshot, event) => {
    if (event.type.startsWith('page.')) return snapshot.matches('awaitingServer');
    return !(snapshot.context as PurchasePaymentContext).pageHidden || event.type.startsWith('xstate.');
  },
  // One order and one hash bound every field; failed looks in a row only lengthen the next wait.
  serializeContext: ({ system, ...context }: PurchasePaymentContext) => ({
    ...context,
    store: system !== null,
    lookFailures: Math.min(context.lookFailures, 1),
  }),
});

export const paymentPaths = () =>
  Object.values(paymentInputs).flatMap((input) =>
    paymentTestModel.model.getShortestPaths({ input }).map((path) => ({ ...path, input })),
  );

export default defineMachineModel({
  name: 'purchase-payment',
  machine: standalonePaymentMachine.provide({
    actors: {
      sendPayment: neverSettling<SendPaymentOutput, SendPaymentInput>(),
      waitForReceipt: neverSettling<WaitForReceiptOutput, WaitForReceiptInput>(),
      fetchOrderStatus: neverSettling<FetchOrderStatusOutput, FetchOrderStatusInput>(),
      switchNetwork: neverSettling<SwitchNetworkOutput, SwitchNetworkInput>(),
    },
  }),
  paths: paymentPaths,
});
