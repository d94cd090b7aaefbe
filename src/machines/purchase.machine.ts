import { assign, emit, fromPromise, setup } from 'xstate';
import { parsePurchaseAmount } from './helpers/purchase-amount';
import {
  failureAt,
  failureCodeOf,
  isOrderUsable,
  isPaymentOutcomeUnknown,
  type PurchaseFailure,
  type PurchaseOrder,
  paymentOf,
} from './helpers/purchase-order';
import type {
  CreateOrderInput,
  CreateOrderOutput,
  PurchaseContext,
  PurchaseEvent,
  PurchaseTag,
  PurchaseTransactionSentEvent,
  SendPaymentInput,
  SendPaymentOutput,
  WaitForOrderPaidInput,
  WaitForOrderPaidOutput,
  WaitForReceiptInput,
  WaitForReceiptOutput,
} from './helpers/purchase-types';

export const purchaseMachine = setup({
  types: {
    context: {} as PurchaseContext,
    events: {} as PurchaseEvent,
    emitted: {} as PurchaseTransactionSentEvent,
    tags: {} as PurchaseTag,
  },
  actors: {
    /** POST /purchase; rejects with `{ code }` (a translation code, see the purchase screen). */
    createOrder: fromPromise<CreateOrderOutput, CreateOrderInput>(async () => {
      throw new Error('createOrder is provided by the composition root');
    }),
    /** The wallet sends the payment; rejects with a WalletError (`code`, user_rejected is quiet). */
    sendPayment: fromPromise<SendPaymentOutput, SendPaymentInput>(async () => {
      throw new Error('sendPayment is provided by the composition root');
    }),
    waitForReceipt: fromPromise<WaitForReceiptOutput, WaitForReceiptInput>(async () => {
      throw new Error('waitForReceipt is provided by the composition root');
    }),
    /** Polls the purchase history until the server has marked the order paid or expired. */
    waitForOrderPaid: fromPromise<WaitForOrderPaidOutput, WaitForOrderPaidInput>(async () => {
      throw new Error('waitForOrderPaid is provided by the composition root');
    }),
  },
  guards: {
    isAmountValid: ({ context }) => context.amount !== null,
    isUserRejection: (_, params: { error: unknown }) => failureCodeOf(params.error) === 'user_rejected',
    isReceiptFailed: (_, params: { output: WaitForReceiptOutput }) => params.output.status === 'failed',
    isOrderPaid: (_, params: { output: WaitForOrderPaidOutput }) => params.output.status === 'paid',
    hasPaymentOnChain: ({ context }) =>
      context.failure?.step === 'server' && context.order !== null && context.hash !== null,
    hasPaymentInDoubt: ({ context }) => isPaymentOutcomeUnknown(context.failure) && context.hash !== null,
    hasUsableOrder: ({ context }, params: { now: number }) => isOrderUsable(context.order, params.now),
    isOrderPayable: (_, top: { order: PurchaseOrder; now: number }) => isOrderUsable(top.order, top.now),
  },
  actions: {
    assignAmountText: assign((_, params: { value: string }) => {
      const parsed = parsePurchaseAmount(params.value);
      if (parsed.ok) return { amountText: params.value, amount: parsed.amount, amountError: null };
      // An empty field is not an error until the user tries to buy.
      const amountError = parsed.error === 'purchase.amount.errors.required' ? null : parsed.error;
      return { amountText: params.value, amount: null, amountError };
    }),
    showAmountError: assign(({ context }) => {
      const parsed = parsePurchaseAmount(context.amountText);
      return { amountError: parsed.ok ? null : parsed.error };
    }),
    clearAmount: assign({ amountText: '', amount: null, amountError: null }),
    assignOrder: assign((_, params: { order: PurchaseOrder }) => ({ order: params.order, hash: null })),
    assignHash: assign((_, params: { hash: string }) => ({ hash: params.hash })),
    clearPayment: assign({ order: null, hash: null, failure: null }),
    clearFailure: assign({ failure: null }),
    clearHash: assign({ hash: null }),
    assignFailure: assign((_, params: PurchaseFailure) => ({ failure: params })),
    expireOrder: assign({ failure: { step: 'server', code: 'order_expired' }, order: null, hash: null }),
    announceTransaction: emit(
      ({ context }, params: { hash: string }): PurchaseTransactionSentEvent => ({
        type: 'purchase.transactionSent',
        hash: params.hash,
        chainId: context.order?.chainId ?? 0,
        orderId: context.order?.orderId ?? '',
        amount: context.order?.amount ?? '0',
      }),
    ),
  },
}).createMachine({
  id: 'purchase',
  description:
    'Buys tokens: a validated amount, an order from the server, the payment from the wallet, its receipt, then the server marking the order paid; failures keep the order for a retry while it is still valid.',
  context: { amountText: '', amount: null, amountError: null, order: null, hash: null, failure: null },
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
          actions: { type: 'assignOrder', params: ({ event }) => event },
        },
      },
    },
    creatingOrder: {
      description: 'POST /purchase: the server fixes the value to pay, the treasury and the reference.',
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
      description: 'The wallet asks the user to confirm the payment.',
      tags: ['progress', 'busy', 'awaitingWallet'],
      entry: ['clearFailure', 'clearHash'],
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
            target: 'failed',
            actions: { type: 'assignFailure', params: ({ event }) => failureAt('wallet', event.error) },
          },
        ],
      },
    },
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
    awaitingServer: {
      description: "Confirmed on chain; waiting for the server's watcher to mark the order paid.",
      tags: ['progress', 'busy', 'awaitingServer'],
      entry: 'clearFailure',
      invoke: {
        id: 'waitForOrderPaid',
        src: 'waitForOrderPaid',
        input: ({ context }) => ({ orderId: context.order?.orderId ?? '' }),
        onDone: [
          {
            guard: { type: 'isOrderPaid', params: ({ event }) => ({ output: event.output }) },
            target: 'paid',
          },
          { target: 'failed', actions: 'expireOrder', description: 'The order expired unpaid.' },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: ({ event }) => failureAt('server', event.error) },
        },
      },
    },
    paid: {
      tags: ['progress', 'paid'],
      on: {
        'user.startOver': { target: 'editing', actions: ['clearPayment', 'clearAmount'] },
        'user.payDifference': {
          guard: { type: 'isOrderPayable', params: ({ event }) => event },
          target: 'awaitingWallet',
          actions: { type: 'assignOrder', params: ({ event }) => event },
        },
      },
    },
    failed: {
      description: 'Says which step failed and why; retry resumes at the first step not known to be done.',
      tags: ['progress', 'failed'],
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
          { target: 'creatingOrder', description: 'No order, or it expires too soon: open a new one.' },
        ],
        'user.cancel': { target: 'editing', actions: 'clearPayment' },
      },
    },
  },
});
