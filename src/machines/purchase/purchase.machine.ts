import { assign, enqueueActions, forwardTo, setup } from 'xstate';
import type { PurchaseFailure, PurchaseOrder } from '../../domain/purchase';
import { purchasePaymentMachine } from '../purchase-payment/purchase-payment.machine';
import type {
  PaymentStart,
  PurchasePaymentInput,
  PurchasePaymentOutput,
} from '../purchase-payment/purchase-payment-types';
import { PROFILE_CHANGED, sessionIn } from '../session/session-peer';
import { failureAt, isOrderUsable } from '../shared/payment-failure';
import { providedByRoot } from '../shared/provided-by-root';
import {
  amountErrorOnSubmit,
  amountTyped,
  hasPaymentInDoubt,
  hasPaymentOnChain,
  initialPurchaseContext,
} from './purchase-context';
import type {
  CreateOrderInput,
  CreateOrderOutput,
  PurchaseContext,
  PurchaseEvent,
  PurchaseInput,
  PurchaseTag,
} from './purchase-types';

type Outcome = PurchasePaymentOutput['outcome'];

/** What the payment child is given: the order in hand (paying is only entered with one) and where to start. */
function paymentInput(context: PurchaseContext): PurchasePaymentInput {
  if (context.order === null) throw new Error('the purchase pays only an order it holds');
  return { order: context.order, hash: context.hash, start: context.paymentStart, system: context.system };
}

const payFromTheWallet = [
  { type: 'payFrom', params: { start: 'wallet' } },
  { type: 'refreshOrders', params: { paid: false } },
] as const;

export const purchaseMachine = setup({
  types: {
    context: {} as PurchaseContext,
    events: {} as PurchaseEvent,
    input: {} as PurchaseInput,
    tags: {} as PurchaseTag,
    children: {} as { purchasePayment: 'purchasePayment' },
  },
  actors: {
    /** POST /purchase; rejects with `{ code }`, an ApiErrorCode. */
    createOrder: providedByRoot<CreateOrderOutput, CreateOrderInput>('createOrder'),
    /** Pays the order and follows it to the server's record; the root provides its effects. */
    purchasePayment: purchasePaymentMachine,
  },
  guards: {
    isAmountValid: ({ context }) => context.amount !== null,
    isTopUp: ({ context }) => context.topUp,
    isOutcome: (_, params: { output: PurchasePaymentOutput; outcome: Outcome }) =>
      params.output.outcome === params.outcome,
    isOutcomeOfTopUp: ({ context }, params: { output: PurchasePaymentOutput; outcome: Outcome }) =>
      context.topUp && params.output.outcome === params.outcome,
    /** The wallet reached the order's chain while the order can still be paid. */
    isSwitchedInTime: ({ context }, params: { output: PurchasePaymentOutput }) =>
      params.output.outcome === 'switched' && isOrderUsable(context.order, params.output.switchedAt),
    hasPaymentOnChain: ({ context }) => hasPaymentOnChain(context),
    hasPaymentInDoubt: ({ context }) => hasPaymentInDoubt(context),
    hasUsableOrder: ({ context }, params: { now: number }) => isOrderUsable(context.order, params.now),
    isOrderPayable: (_, top: { order: PurchaseOrder; now: number }) => isOrderUsable(top.order, top.now),
  },
  actions: {
    assignAmountText: assign((_, params: { value: string }) => amountTyped(params.value)),
    showAmountError: assign(({ context }) => amountErrorOnSubmit(context)),
    clearAmount: assign({ amountText: '', amount: null, amountError: null }),
    assignOrder: assign((_, params: { order: PurchaseOrder }) => ({
      order: params.order,
      hash: null,
      topUp: false,
    })),
    assignTopUp: assign((_, params: { order: PurchaseOrder }) => ({
      order: params.order,
      hash: null,
      topUp: true,
    })),
    /** Where the payment child starts; from the wallet, no payment of this order was sent yet. */
    payFrom: assign((_, params: { start: PaymentStart }) => ({
      paymentStart: params.start,
      failure: null,
      ...(params.start === 'wallet' ? { hash: null } : {}),
    })),
    assignHash: assign((_, params: { hash: string }) => ({ hash: params.hash })),
    clearPayment: assign({ order: null, hash: null, failure: null, topUp: false }),
    assignFailure: assign((_, params: PurchaseFailure) => ({ failure: params })),
    expireOrder: assign({ failure: { step: 'server', code: 'order_expired' }, order: null, hash: null }),
    closeTopUp: assign({ failure: { step: 'order', code: 'top_up_expired' }, order: null, hash: null }),
    /** Switch network and Cancel (on the wrong network) belong to the payment child's steps. */
    forwardToPayment: forwardTo('purchasePayment'),
    /**
     * The server's list of orders may differ now: an order was opened (or is paid again), paid, or the purchase
     * stopped (an expired order among the reasons); `paid`: more than the list changed (totals, profile). The
     * composition root reads the screen's queries again.
     */
    refreshOrders: (_, _params: { paid: boolean }) => undefined,
    /** The session (by its systemId) fetches the profile again: a paid order can make the user a pass holder. */
    refreshSessionProfile: enqueueActions(({ context, enqueue }) => {
      const session = sessionIn(context.system);
      if (session) enqueue.sendTo(session, PROFILE_CHANGED);
    }),
  },
}).createMachine({
  id: 'purchase',
  description:
    'Buys tokens: a validated amount, an order from the server, then its payment child (the wallet, the receipt, the server marking the order paid); a failure keeps the order for a retry while it is valid, a payment sent is never asked for again, and a top-up is never reordered.',
  context: ({ input }) => ({ ...initialPurchaseContext, system: input?.system ?? null }),
  initial: 'editing',
  states: {
    editing: {
      description:
        'The form: the amount is validated as it is typed; an empty field is only an error on submit.',
      tags: ['editing'],
      on: {
        'user.changeAmount': {
          actions: { type: 'assignAmountText', params: ({ event }) => ({ value: event.value }) },
        },
        'user.submit': [{ guard: 'isAmountValid', target: 'creatingOrder' }, { actions: 'showAmountError' }],
        'user.cancel': { actions: 'clearAmount' },
        'user.payDifference': {
          guard: { type: 'isOrderPayable', params: ({ event }) => event },
          target: 'paying',
          actions: [{ type: 'assignTopUp', params: ({ event }) => event }, ...payFromTheWallet],
        },
      },
    },
    creatingOrder: {
      description:
        'POST /purchase: the server fixes the value to pay, the payments contract and the reference.',
      tags: ['progress', 'busy', 'creatingOrder'],
      entry: 'clearPayment',
      invoke: {
        id: 'createOrder',
        src: 'createOrder',
        input: ({ context }) => ({ amount: context.amount ?? '0' }),
        onDone: {
          target: 'paying',
          actions: [
            { type: 'assignOrder', params: ({ event }) => ({ order: event.output }) },
            ...payFromTheWallet,
          ],
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: ({ event }) => failureAt('order', event.error) },
        },
      },
    },
    paying: {
      description:
        "The payment child pays the order and follows it to the server's record; the purchase learns the hash once sent (the child hands it to the wallet's transaction store), then acts on how the payment ended.",
      tags: ['progress', 'paying'],
      on: {
        'payment.sent': { actions: { type: 'assignHash', params: ({ event }) => ({ hash: event.hash }) } },
        'user.switchNetwork': { actions: 'forwardToPayment' },
        'user.cancel': { actions: 'forwardToPayment' },
      },
      invoke: {
        id: 'purchasePayment',
        src: 'purchasePayment',
        input: ({ context }) => paymentInput(context),
        onDone: [
          {
            guard: { type: 'isOutcome', params: ({ event }) => ({ output: event.output, outcome: 'paid' }) },
            target: 'paid',
          },
          {
            guard: {
              type: 'isOutcome',
              params: ({ event }) => ({ output: event.output, outcome: 'abandoned' }),
            },
            target: 'editing',
            actions: 'clearPayment',
            description:
              'Rejected in the wallet, or cancelled on the wrong network: back to the form, nothing to report.',
          },
          {
            guard: {
              type: 'isSwitchedInTime',
              params: ({ event }) => ({ output: event.output }),
            },
            target: 'paying',
            reenter: true,
            actions: payFromTheWallet,
            description: 'Switched in time: the wallet now asks to confirm the payment, no second press.',
          },
          {
            guard: {
              type: 'isOutcomeOfTopUp',
              params: ({ event }) => ({ output: event.output, outcome: 'switched' }),
            },
            target: 'orderClosed',
            description:
              'The order ran out during the switch, and a top-up is never replaced by a new order.',
          },
          {
            guard: {
              type: 'isOutcome',
              params: ({ event }) => ({ output: event.output, outcome: 'switched' }),
            },
            target: 'creatingOrder',
            description: 'The order expires too soon after the switch: a new one for the same amount.',
          },
          {
            guard: {
              type: 'isOutcomeOfTopUp',
              params: ({ event }) => ({ output: event.output, outcome: 'expired' }),
            },
            target: 'orderClosed',
            description:
              'A top-up seen after its order expired: it is returned, and no new order replaces it.',
          },
          {
            guard: {
              type: 'isOutcome',
              params: ({ event }) => ({ output: event.output, outcome: 'expired' }),
            },
            target: 'failed',
            actions: 'expireOrder',
            description: 'The server expired the order unpaid.',
          },
          {
            target: 'failed',
            actions: {
              type: 'assignFailure',
              params: ({ event }) =>
                'failure' in event.output ? event.output.failure : { step: 'wallet', code: 'unknown' },
            },
          },
        ],
      },
    },
    paid: {
      tags: ['progress', 'paid'],
      entry: [{ type: 'refreshOrders', params: { paid: true } }, 'refreshSessionProfile'],
      on: {
        'user.startOver': { target: 'editing', actions: ['clearPayment', 'clearAmount'] },
        'user.payDifference': {
          guard: { type: 'isOrderPayable', params: ({ event }) => event },
          target: 'paying',
          actions: [{ type: 'assignTopUp', params: ({ event }) => event }, ...payFromTheWallet],
        },
      },
    },
    failed: {
      description: 'Says which step failed and why; retry resumes at the first step not known to be done.',
      tags: ['progress', 'failed'],
      entry: { type: 'refreshOrders', params: { paid: false } },
      on: {
        'user.retry': [
          {
            guard: 'hasPaymentOnChain',
            target: 'paying',
            actions: { type: 'payFrom', params: { start: 'server' } },
            description: 'Paid and confirmed: only the server has yet to see it.',
          },
          {
            guard: 'hasPaymentInDoubt',
            target: 'paying',
            actions: { type: 'payFrom', params: { start: 'receipt' } },
            description: 'The receipt wait broke or timed out: the payment may be mined, so never pay twice.',
          },
          {
            guard: { type: 'hasUsableOrder', params: ({ event }) => ({ now: event.now }) },
            target: 'paying',
            actions: payFromTheWallet,
            description: 'Pay the same order again while it stays valid for the margin.',
          },
          {
            guard: 'isTopUp',
            target: 'orderClosed',
            description:
              'A top-up of an order that can no longer be paid: never an order of the form amount.',
          },
          { target: 'creatingOrder', description: 'No order, or it expires too soon: open a new one.' },
        ],
        'user.cancel': { target: 'editing', actions: 'clearPayment' },
      },
    },
    orderClosed: {
      description:
        "A top-up's order can no longer be paid: what was paid toward it is returned; buying more takes a new order from the form.",
      tags: ['progress', 'failed'],
      entry: ['closeTopUp', { type: 'refreshOrders', params: { paid: false } }],
      on: { 'user.cancel': { target: 'editing', actions: 'clearPayment' } },
    },
  },
});
