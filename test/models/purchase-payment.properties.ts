import type { SnapshotFrom } from 'xstate';
import type { purchasePaymentMachine } from '@/machines/purchase-payment/purchase-payment.machine';
import type { PurchasePaymentInput } from '@/machines/purchase-payment/purchase-payment-types';
import { defineProperties, type Invocation } from '../support/properties';

type Payment = SnapshotFrom<typeof purchasePaymentMachine>;
const PURCHASE = 'product-rules.md, Economics: "Purchase"';
const DETOUR = 'docs/wallet-behaviour.md section 10.1 (A payment with the wallet on another network)';

const of = (invoked: readonly Invocation[], src: string) =>
  invoked.filter((invocation) => invocation.src === src).map(({ input }) => input as Record<string, unknown>);
const sentSoFar = (invoked: readonly Invocation[]) => of(invoked, 'sendPayment').length;

export default defineProperties<Payment>({
  machine: 'purchasePayment',
  properties: [
    {
      id: 'pays-exactly-the-order',
      source: `${PURCHASE}: pay(orderRef) on the payments contract with the order's exact value, on its chain; issue 27 item 4; docs/api-contract.md section 2 (POST /purchase: payTo, reference, value, chainId)`,
      says: "Every payment calls pay(reference) on the order's payTo with exactly its value, on its chain.",
      holds: ({ invoked, input }) => {
        const { order } = input as PurchasePaymentInput;
        return of(invoked, 'sendPayment').every(
          (payment) =>
            payment.contract === order.payTo &&
            payment.reference === order.reference &&
            payment.value === order.value &&
            payment.chainId === order.chainId,
        );
      },
    },
    {
      id: 'never-pays-a-sent-payment-again',
      source: `${PURCHASE} (the watcher marks the order paid exactly once); issue 27 item 4 (the wrong-chain, rejected and replaced-transaction paths still hold)`,
      says: 'The wallet is asked at most once per payment, and never when the payment started with a hash (a retry of a payment that may be on chain).',
      holds: ({ invokedSoFar, input }) =>
        sentSoFar(invokedSoFar) <= 1 &&
        ((input as PurchasePaymentInput).hash === null || sentSoFar(invokedSoFar) === 0),
    },
    {
      id: 'switch-asks-for-the-orders-chain',
      source: `${DETOUR}: Switch network asks the wallet for the order's chain; nothing is paid without a second consent`,
      says: "Switch network asks the wallet for the order's chain and pays nothing itself: the purchase pays once it has switched.",
      holds: ({ invoked, input, event, snapshot }) =>
        of(invoked, 'switchNetwork').every(
          (asked) => asked.chainId === (input as PurchasePaymentInput).order.chainId,
        ) &&
        (event.type !== 'user.switchNetwork' || of(invoked, 'sendPayment').length === 0) &&
        (!snapshot.matches('switched') || of(invoked, 'sendPayment').length === 0),
    },
    {
      id: 'wallet-rejection-is-quiet',
      source: 'spec.md section 8 (a user-rejected request is ignored)',
      says: 'A payment the user rejects in the wallet ends as abandoned, with no failure to show.',
      holds: ({ event, snapshot }) =>
        event.type !== 'xstate.error.actor.sendPayment' ||
        (event as { error?: { code?: string } }).error?.code !== 'user_rejected' ||
        (snapshot.output?.outcome === 'abandoned' && snapshot.context.failure === null),
    },
    {
      id: 'asks-the-server-about-this-order',
      source: `${PURCHASE}: the server marks the order paid`,
      says: "The server's record is asked for this order, and only once a payment was sent (or the retry holds its hash).",
      holds: ({ invoked, history, input }) =>
        of(invoked, 'fetchOrderStatus').every(
          (asked) =>
            asked.orderId === (input as PurchasePaymentInput).order.orderId &&
            ((input as PurchasePaymentInput).hash !== null ||
              history.some(({ type }) => type === 'xstate.done.actor.sendPayment')),
        ),
    },
    {
      id: 'receipt-of-the-sent-payment',
      source: 'docs/wallet-behaviour.md section 11 (a sent transaction is watched by its hash on its chain)',
      says: "The receipt awaited is the sent payment's, on the order's chain.",
      holds: ({ invoked, history, input }) => {
        const sent = history.find(({ type }) => type === 'xstate.done.actor.sendPayment') as
          | { output?: { hash?: string } }
          | undefined;
        const hash = (input as PurchasePaymentInput).hash ?? sent?.output?.hash;
        return of(invoked, 'waitForReceipt').every(
          (waited) =>
            waited.hash === hash && waited.chainId === (input as PurchasePaymentInput).order.chainId,
        );
      },
    },
    {
      id: 'one-receipt-wait-per-payment-hash',
      source:
        "issue 26 item 2 (one receipt wait per payment); docs/wallet-behaviour.md section 11 (a sent transaction is watched by its hash until it settles) and product-rules.md Purchase (the purchase screen and the account's recent transactions show the same payment's progress)",
      says: "While the payment awaits its receipt exactly one wait runs for its hash: its own, or the wallet's transaction store's, handed the sent payment's hash once; never both.",
      holds: ({ snapshot, delivered, invoked }) => {
        const own = snapshot.children.waitForReceipt ? 1 : 0;
        const byStore = snapshot.matches({ tracking: 'followedByStore' }) ? 1 : 0;
        const handed = delivered.filter(({ event }) => event.type === 'purchase.paymentSent');
        const started = of(invoked, 'waitForReceipt').length + handed.length;
        return (
          own + byStore === (snapshot.hasTag('awaitingReceipt') ? 1 : 0) &&
          started <= 1 &&
          handed.every(({ event }) => event.hash === snapshot.context.hash)
        );
      },
    },
  ],
});
