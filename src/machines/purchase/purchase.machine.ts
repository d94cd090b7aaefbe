import { initialPurchaseContext } from './purchase-context';
import { switchingNetwork, wrongNetwork } from './purchase-network-states';
import { failureAt, paymentOf } from './purchase-order';
import { awaitingServer } from './purchase-record-state';
import { purchaseSetup } from './purchase-setup';

export const purchaseMachine = purchaseSetup.createMachine({
  id: 'purchase',
  description:
    "Buys tokens: a validated amount, an order from the server, the payment from the wallet (on the order's chain: Switch network when it is on another), its receipt, then the server marking the order paid; a failure keeps the order for a retry while it is valid, and a top-up is never reordered.",
  context: ({ input }) => ({ ...initialPurchaseContext, system: input?.system ?? null }),
  invoke: { id: 'watchPageVisibility', src: 'watchPageVisibility' },
  on: {
    'page.hidden': { actions: 'assignPageHidden' },
    'page.visible': { actions: 'assignPageVisible' },
  },
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
          target: 'awaitingWallet',
          actions: { type: 'assignTopUp', params: ({ event }) => event },
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
          target: 'awaitingWallet',
          actions: { type: 'assignOrder', params: ({ event }) => ({ order: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: ({ event }) => failureAt('order', event.error) },
        },
      },
    },
    awaitingWallet: {
      description:
        "The wallet asks the user to confirm the payment: pay(reference) on the order's contract with its value.",
      tags: ['progress', 'busy', 'awaitingWallet'],
      entry: ['clearFailure', 'clearHash', { type: 'refreshOrders', params: { paid: false } }],
      invoke: {
        id: 'sendPayment',
        src: 'sendPayment',
        input: ({ context }) => paymentOf(context.order),
        onDone: {
          target: 'tracking',
          actions: [
            { type: 'assignHash', params: ({ event }) => ({ hash: event.output.hash }) },
            { type: 'announceTransaction', params: ({ event }) => ({ hash: event.output.hash }) },
          ],
        },
        onError: [
          {
            guard: { type: 'isUserRejection', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            description: 'The user said no in the wallet: back to the form, nothing to report.',
            actions: 'clearPayment',
          },
          {
            guard: { type: 'isChainMismatch', params: ({ event }) => ({ error: event.error }) },
            target: 'wrongNetwork',
            description: "The wallet is on another chain than the order's: offer to switch it.",
            actions: { type: 'assignFailure', params: ({ event }) => failureAt('wallet', event.error) },
          },
          {
            target: 'failed',
            actions: { type: 'assignFailure', params: ({ event }) => failureAt('wallet', event.error) },
          },
        ],
      },
    },
    wrongNetwork,
    switchingNetwork,
    tracking: {
      description: 'The payment is sent (and announced to the transaction store); waiting for its receipt.',
      tags: ['progress', 'busy', 'awaitingReceipt'],
      entry: 'clearFailure',
      invoke: {
        id: 'waitForReceipt',
        src: 'waitForReceipt',
        input: ({ context }) => ({ hash: context.hash ?? '', chainId: context.order?.chainId ?? 0 }),
        onDone: [
          {
            guard: { type: 'isReceiptFailed', params: ({ event }) => ({ output: event.output }) },
            target: 'failed',
            actions: {
              type: 'assignFailure',
              params: ({ event }) => ({
                step: 'receipt',
                code: 'reason' in event.output ? event.output.reason : 'unknown',
              }),
            },
          },
          { target: 'awaitingServer' },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: ({ event }) => failureAt('receipt', event.error) },
        },
      },
    },
    awaitingServer,
    paid: {
      tags: ['progress', 'paid'],
      entry: [{ type: 'refreshOrders', params: { paid: true } }, 'refreshSessionProfile'],
      on: {
        'user.startOver': { target: 'editing', actions: ['clearPayment', 'clearAmount'] },
        'user.payDifference': {
          guard: { type: 'isOrderPayable', params: ({ event }) => event },
          target: 'awaitingWallet',
          actions: { type: 'assignTopUp', params: ({ event }) => event },
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
            target: 'awaitingServer',
            description: 'Paid and confirmed: only the server has yet to see it.',
          },
          {
            guard: 'hasPaymentInDoubt',
            target: 'tracking',
            description: 'The receipt wait broke or timed out: the payment may be mined, so never pay twice.',
          },
          {
            guard: { type: 'hasUsableOrder', params: ({ event }) => ({ now: event.now }) },
            target: 'awaitingWallet',
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
