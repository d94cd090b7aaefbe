import type { AnyEventObject, SnapshotFrom } from 'xstate';
import type { purchaseMachine } from '@/machines/purchase/purchase.machine';
import type { CreateOrderOutput } from '@/machines/purchase/purchase-types';
import { defineProperties, type Invocation, type StepFacts } from '../support/properties';

type Purchase = SnapshotFrom<typeof purchaseMachine>;
const PURCHASE = 'product-rules.md, Economics: "Purchase"';
const DETOUR = 'docs/wallet-behaviour.md section 10.1 (A payment with the wallet on another network)';

const of = (invoked: readonly Invocation[], src: string) =>
  invoked.filter((invocation) => invocation.src === src).map(({ input }) => input as Record<string, unknown>);
/** The order being paid, from the server's answers and the top-up the user chose, in the order they came. */
function currentOrder(history: readonly AnyEventObject[]): CreateOrderOutput | undefined {
  let order: CreateOrderOutput | undefined;
  for (const event of history) {
    if (event.type === 'xstate.done.actor.createOrder')
      order = (event as { output?: CreateOrderOutput }).output;
    if (event.type === 'user.payDifference') order = (event as { order?: CreateOrderOutput }).order;
  }
  return order;
}
const isOrderEvent = ({ type }: AnyEventObject) =>
  type === 'xstate.done.actor.createOrder' || type === 'user.payDifference';
/** Whether the order in hand (the latest one the server opened, or the top-up chosen) already had a payment sent. */
const paymentSentEarlier = ({ history }: StepFacts<Purchase>) => {
  const before = history.slice(0, -1);
  const since = before.length - [...before].reverse().findIndex(isOrderEvent);
  return before.slice(since > before.length ? 0 : since).some(({ type }) => type === 'payment.sent');
};
/** The hash the wallet sent for the order in hand (since the latest order event), if any. */
function sentForCurrentOrder(history: readonly AnyEventObject[]): string | undefined {
  const since = history.length - [...history].reverse().findIndex(isOrderEvent);
  const sent = history
    .slice(since > history.length ? 0 : since)
    .filter(({ type }) => type === 'payment.sent') as { hash?: string }[];
  return sent.at(-1)?.hash;
}
/** Base units (18 decimals) of a typed amount, as the product rules define them; null when it is not a number. */
function baseUnits(typed: string): string | null {
  const match = /^(\d+)(?:\.(\d{0,18}))?$/.exec(typed);
  if (!match) return null;
  return (BigInt(match[1] ?? '0') * 10n ** 18n + BigInt((match[2] ?? '').padEnd(18, '0') || '0')).toString();
}

export default defineProperties<Purchase>({
  machine: 'purchase',
  properties: [
    {
      id: 'a-paid-order-refreshes-the-profile',
      source:
        'issue 26 (one owner for the profile: a paid order asks the session, by its systemId, to fetch it again, so the pass it shows is current)',
      says: 'The step an order becomes paid tells the session once to fetch the profile again; no other step does.',
      holds: ({ snapshot, previous, delivered }) => {
        const asked = delivered.filter(({ event }) => event.type === 'user.refreshProfile').length;
        return asked === (snapshot.hasTag('paid') && !previous?.hasTag('paid') ? 1 : 0);
      },
    },
    {
      id: 'one-payment-transaction-per-order',
      source: `${PURCHASE} (the watcher marks the order paid exactly once); issue 27 item 4 (the wrong-chain, rejected and replaced-transaction paths still hold); ${DETOUR}`,
      says: 'Once a payment transaction was sent for an order, the payment is never started at the wallet for that order again (a top-up the user chooses is its own payment).',
      holds: (facts) => {
        const fromWallet = of(facts.invoked, 'purchasePayment').filter(({ start }) => start === 'wallet');
        return (
          fromWallet.length === 0 ||
          (fromWallet.length === 1 && (!paymentSentEarlier(facts) || isOrderEvent(facts.event)))
        );
      },
    },
    {
      id: 'pays-exactly-the-order',
      source: `${PURCHASE}: pay(orderRef) on the payments contract with the order's exact value, on its chain; issue 27 item 4; docs/api-contract.md section 2 (POST /purchase: payTo, reference, value, chainId)`,
      says: 'Every payment is of the current order: its payTo, reference, exact value and chain (the payment child pays exactly what it is given: purchase-payment.properties.ts).',
      holds: ({ invoked, history }) => {
        const order = currentOrder(history);
        return of(invoked, 'purchasePayment').every(({ order: paid }) => {
          const given = paid as CreateOrderOutput | undefined;
          return (
            order !== undefined &&
            given?.payTo === order.payTo &&
            given.reference === order.reference &&
            given.value === order.value &&
            given.chainId === order.chainId
          );
        });
      },
    },
    {
      id: 'resumes-only-a-sent-payment',
      source: `${PURCHASE}: the server marks the order paid; a payment that may be on chain is followed, never paid twice`,
      says: "The payment starts past the wallet (its receipt, the server's record) only with the hash of the payment the wallet sent for this order; from the wallet, with none.",
      holds: ({ invoked, history }) => {
        const sent = sentForCurrentOrder(history);
        return of(invoked, 'purchasePayment').every(({ start, hash }) =>
          start === 'wallet' ? hash === null : sent !== undefined && hash === sent,
        );
      },
    },
    {
      id: 'orders-the-typed-amount',
      source:
        'product-rules.md, Economics (integers in base units, 18 decimals); spec.md section 7 (POST /purchase {amount})',
      says: 'An order asks for exactly the typed amount, in base units.',
      holds: ({ invoked, history }) => {
        const typed = [...history].reverse().find(({ type }) => type === 'user.changeAmount') as
          | { value?: string }
          | undefined;
        return of(invoked, 'createOrder').every(
          (input) => typed?.value !== undefined && input.amount === baseUnits(typed.value),
        );
      },
    },
    {
      id: 'sent-payment-is-the-childs-to-hand-on',
      source: `${PURCHASE}: tracks the transaction (it shows in the account modal's recent transactions); issue 26 (no relay: the payment child hands it to the transaction store by message)`,
      says: "The purchase announces no payment for others to relay; each payment child it starts can reach the app's actor systems (the session, the transaction store).",
      holds: ({ emitted, invoked }) =>
        emitted.length === 0 && of(invoked, 'purchasePayment').every((input) => input.system !== undefined),
    },
    {
      id: 'wallet-rejection-is-quiet',
      source: 'spec.md section 8 (a user-rejected request is ignored)',
      says: 'A payment the user rejects in the wallet (or cancels on the wrong network) returns to the form with no failure shown.',
      holds: ({ event, snapshot }) =>
        event.type !== 'xstate.done.actor.purchasePayment' ||
        (event as { output?: { outcome?: string } }).output?.outcome !== 'abandoned' ||
        (snapshot.hasTag('editing') && snapshot.context.failure === null),
    },
  ],
});
