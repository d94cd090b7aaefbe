import { assign, fromCallback, not, sendParent, sendTo, setup } from 'xstate';
import type { PurchaseFailure } from '../../domain/purchase';
import { failureAt, failureCodeOf, paymentOf } from '../shared/payment-failure';
import { paymentSent, TRANSACTION_STORE_SYSTEM_ID } from '../shared/payment-follow';
import { providedByRoot } from '../shared/provided-by-root';
import {
  checkedAtOf,
  countedFailures,
  isPastRecordDeadline,
  isRefusedLook,
  lookDelayMs,
} from './order-record';
import type {
  FetchOrderStatusInput,
  FetchOrderStatusOutput,
  PageVisibilityEvent,
  PaymentSentEvent,
  PaymentStart,
  PurchasePaymentContext,
  PurchasePaymentEvent,
  PurchasePaymentInput,
  PurchasePaymentOutput,
  PurchasePaymentTag,
  SendPaymentInput,
  SendPaymentOutput,
  SwitchNetworkInput,
  SwitchNetworkOutput,
  WaitForReceiptInput,
  WaitForReceiptOutput,
} from './purchase-payment-types';

/** The wallet's transaction store, when the app runs one (the wallet chunk); none stand-alone or in a test. */
const storeOf = (context: PurchasePaymentContext) => context.system?.get(TRANSACTION_STORE_SYSTEM_ID);

export const purchasePaymentMachine = setup({
  types: {
    context: {} as PurchasePaymentContext,
    events: {} as PurchasePaymentEvent,
    input: {} as PurchasePaymentInput,
    output: {} as PurchasePaymentOutput,
    tags: {} as PurchasePaymentTag,
  },
  actors: {
    /** The wallet sends the payment; rejects with a WalletError (`code`, user_rejected is quiet). */
    sendPayment: providedByRoot<SendPaymentOutput, SendPaymentInput>('sendPayment'),
    waitForReceipt: providedByRoot<WaitForReceiptOutput, WaitForReceiptInput>('waitForReceipt'),
    /** One look at the purchase history; rejects with a FetchOrderStatusFailure (`code`, `checkedAt`). */
    fetchOrderStatus: providedByRoot<FetchOrderStatusOutput, FetchOrderStatusInput>('fetchOrderStatus'),
    /** The wallet switches to the order's chain (src/api/chain/switch-chain, as the network dialog); rejects with a WalletError. */
    switchNetwork: providedByRoot<SwitchNetworkOutput, SwitchNetworkInput>('switchNetwork'),
    /** Reports whether the page is shown, now and on every change (the composition root reads the document). */
    watchPageVisibility: fromCallback<PageVisibilityEvent>(() => () => undefined),
  },
  guards: {
    /** A start past the wallet needs the sent payment's hash: without one the wallet is asked. */
    startsAt: ({ context }, params: { start: PaymentStart }) =>
      context.start === params.start && context.hash !== null,
    isUserRejection: (_, params: { error: unknown }) => failureCodeOf(params.error) === 'user_rejected',
    isChainMismatch: (_, params: { error: unknown }) => failureCodeOf(params.error) === 'chain_mismatch',
    isReceiptFailed: (_, params: { output: { status: string } }) => params.output.status === 'failed',
    isOrderPaid: (_, params: { output: FetchOrderStatusOutput }) => params.output.status === 'paid',
    isOrderExpired: (_, params: { output: FetchOrderStatusOutput }) => params.output.status === 'expired',
    isPastRecordDeadline: ({ context }, params: { checkedAt: number | null }) =>
      isPastRecordDeadline(context.order, params.checkedAt),
    isLastLook: ({ context }, params: { error: unknown }) =>
      isRefusedLook(params.error) || isPastRecordDeadline(context.order, checkedAtOf(params.error)),
    isPageHidden: ({ context }) => context.pageHidden,
    hasTransactionStore: ({ context }) => storeOf(context) !== undefined,
  },
  actions: {
    assignHash: assign((_, params: { hash: string }) => ({ hash: params.hash })),
    /** The store lists the payment and its watcher waits for the receipt: the payment's only wait (issue 26). */
    handToStore: sendTo(
      ({ context }) => storeOf(context) ?? '',
      ({ context, self }) => paymentSent(context.order, context.hash ?? '', self),
    ),
    /** The purchase learns the hash the moment the wallet sent it: a retry must never pay that order again. */
    reportSent: sendParent(
      (_, params: { hash: string }): PaymentSentEvent => ({ type: 'payment.sent', ...params }),
    ),
    assignSwitchedAt: assign((_, params: { switchedAt: number }) => params),
    assignFailure: assign((_, params: PurchaseFailure) => ({ failure: params })),
    clearFailure: assign({ failure: null }),
    resetLookFailures: assign({ lookFailures: 0 }),
    countLookFailure: assign(({ context }) => ({ lookFailures: countedFailures(context.lookFailures) })),
    assignPageHidden: assign({ pageHidden: true }),
    assignPageVisible: assign({ pageHidden: false }),
  },
  delays: { lookAgain: ({ context }) => lookDelayMs(context.lookFailures) },
}).createMachine({
  id: 'purchasePayment',
  description:
    "Pays one order and follows it to the server's record: the wallet's confirmation (on the order's chain: Switch network when it is on another), the transaction's receipt, then looks at the server until its watcher marks the order paid. Runs as the purchase's child and ends with the outcome the purchase acts on.",
  context: ({ input }) => ({
    order: input.order,
    hash: input.hash,
    start: input.start,
    failure: null,
    switchedAt: null,
    pageHidden: false,
    lookFailures: 0,
    system: input.system ?? null,
  }),
  invoke: { id: 'watchPageVisibility', src: 'watchPageVisibility' },
  on: {
    'page.hidden': { actions: 'assignPageHidden' },
    'page.visible': { actions: 'assignPageVisible' },
  },
  initial: 'starting',
  states: {
    starting: {
      description:
        'A retry resumes at the first step not known to be done: a sent payment is never asked for again.',
      always: [
        { guard: { type: 'startsAt', params: { start: 'server' } }, target: 'awaitingServer' },
        { guard: { type: 'startsAt', params: { start: 'receipt' } }, target: 'tracking' },
        { target: 'awaitingWallet' },
      ],
    },
    awaitingWallet: {
      description:
        "The wallet asks the user to confirm the payment: pay(reference) on the order's contract with its value.",
      tags: ['busy', 'awaitingWallet'],
      invoke: {
        id: 'sendPayment',
        src: 'sendPayment',
        input: ({ context }) => paymentOf(context.order),
        onDone: {
          target: 'tracking',
          actions: [
            { type: 'assignHash', params: ({ event }) => ({ hash: event.output.hash }) },
            { type: 'reportSent', params: ({ event }) => ({ hash: event.output.hash }) },
          ],
        },
        onError: [
          {
            guard: { type: 'isUserRejection', params: ({ event }) => ({ error: event.error }) },
            target: 'abandoned',
            description: 'The user said no in the wallet: back to the form, nothing to report.',
          },
          {
            guard: { type: 'isChainMismatch', params: ({ event }) => ({ error: event.error }) },
            target: 'wrongNetwork',
            actions: { type: 'assignFailure', params: ({ event }) => failureAt('wallet', event.error) },
            description: "The wallet is on another chain than the order's: offer to switch it.",
          },
          {
            target: 'failed',
            actions: { type: 'assignFailure', params: ({ event }) => failureAt('wallet', event.error) },
          },
        ],
      },
    },
    wrongNetwork: {
      description:
        "The wallet is on another chain than the order's (docs/wallet-behaviour.md section 10.1): Switch network asks it to move; a refused or failed switch comes back here with its reason.",
      tags: ['wrongNetwork'],
      on: {
        'user.switchNetwork': { target: 'switchingNetwork' },
        'user.cancel': { target: 'abandoned' },
      },
    },
    switchingNetwork: {
      description:
        "The wallet is asked to switch to the order's chain; once it has, the purchase pays on by itself.",
      tags: ['busy', 'switchingNetwork'],
      entry: 'clearFailure',
      invoke: {
        id: 'switchNetwork',
        src: 'switchNetwork',
        input: ({ context }) => ({ chainId: context.order.chainId }),
        onDone: {
          target: 'switched',
          actions: {
            type: 'assignSwitchedAt',
            params: ({ event }) => ({ switchedAt: event.output.switchedAt }),
          },
        },
        onError: {
          target: 'wrongNetwork',
          actions: { type: 'assignFailure', params: ({ event }) => failureAt('network', event.error) },
          description:
            'Declined or failed in the wallet: the reason is shown, Switch network can be pressed again.',
        },
      },
    },
    tracking: {
      description:
        "The payment is sent; waiting for its receipt, once: the wallet's transaction store waits (and lists it) when it can, else the payment itself.",
      tags: ['busy', 'awaitingReceipt'],
      initial: 'choosing',
      states: {
        choosing: {
          always: [{ guard: 'hasTransactionStore', target: 'followedByStore' }, { target: 'waiting' }],
        },
        followedByStore: {
          description: "The store's watcher waits for the receipt and answers how it came out.",
          entry: 'handToStore',
          on: {
            'transaction.settled': [
              {
                guard: { type: 'isReceiptFailed', params: ({ event }) => ({ output: event }) },
                target: '#purchasePayment.failed',
                actions: {
                  type: 'assignFailure',
                  params: ({ event }) => ({ step: 'receipt', code: failureCodeOf({ code: event.reason }) }),
                },
              },
              { target: '#purchasePayment.awaitingServer' },
            ],
            'transaction.unfollowed': {
              target: 'waiting',
              description:
                'The store cannot list it (no account, another chain) or stopped waiting (account changed, list cleared).',
            },
          },
        },
        waiting: {
          invoke: {
            id: 'waitForReceipt',
            src: 'waitForReceipt',
            input: ({ context }) => ({ hash: context.hash ?? '', chainId: context.order.chainId }),
            onDone: [
              {
                guard: { type: 'isReceiptFailed', params: ({ event }) => ({ output: event.output }) },
                target: '#purchasePayment.failed',
                actions: {
                  type: 'assignFailure',
                  params: ({ event }) => ({
                    step: 'receipt',
                    code: 'reason' in event.output ? event.output.reason : 'unknown',
                  }),
                },
              },
              { target: '#purchasePayment.awaitingServer' },
            ],
            onError: {
              target: '#purchasePayment.failed',
              actions: { type: 'assignFailure', params: ({ event }) => failureAt('receipt', event.error) },
            },
          },
        },
      },
    },
    awaitingServer: {
      description:
        "Confirmed on chain; looking at the server's record until its watcher marks the order paid.",
      tags: ['busy', 'awaitingServer'],
      initial: 'looking',
      states: {
        looking: {
          description: 'One look at the purchase history.',
          invoke: {
            id: 'fetchOrderStatus',
            src: 'fetchOrderStatus',
            input: ({ context }) => ({ orderId: context.order.orderId }),
            onDone: [
              {
                guard: { type: 'isOrderPaid', params: ({ event }) => ({ output: event.output }) },
                target: '#purchasePayment.paid',
              },
              {
                guard: { type: 'isOrderExpired', params: ({ event }) => ({ output: event.output }) },
                target: '#purchasePayment.expired',
                description:
                  'The server expired the order unpaid: its watcher scanned past the expiry plus grace.',
              },
              {
                guard: {
                  type: 'isPastRecordDeadline',
                  params: ({ event }) => ({ checkedAt: event.output.checkedAt }),
                },
                target: '#purchasePayment.failed',
                actions: { type: 'assignFailure', params: { step: 'server', code: 'not_recorded' } },
                description: 'Still not recorded after the expiry plus grace: stop looking and say so.',
              },
              { target: 'waiting', actions: 'resetLookFailures' },
            ],
            onError: [
              {
                guard: { type: 'isLastLook', params: ({ event }) => ({ error: event.error }) },
                target: '#purchasePayment.failed',
                actions: { type: 'assignFailure', params: ({ event }) => failureAt('server', event.error) },
                description: 'The session ended, the server refused, or it is past the expiry plus grace.',
              },
              { target: 'waiting', actions: 'countLookFailure' },
            ],
          },
        },
        waiting: {
          description: 'Until the next look: the interval, doubled after each failed look in a row.',
          always: { guard: 'isPageHidden', target: 'paused' },
          after: { lookAgain: { target: 'looking' } },
        },
        paused: {
          description:
            'The page is hidden: nobody is watching, so the server is not asked until it is shown.',
          always: { guard: not('isPageHidden'), target: 'looking' },
        },
      },
    },
    paid: { type: 'final', output: { outcome: 'paid' } },
    abandoned: { type: 'final', output: { outcome: 'abandoned' } },
    switched: {
      type: 'final',
      output: ({ context }) => ({ outcome: 'switched', switchedAt: context.switchedAt ?? 0 }),
    },
    expired: { type: 'final', output: { outcome: 'expired' } },
    failed: {
      type: 'final',
      output: ({ context }) => ({
        outcome: 'failed',
        failure: context.failure ?? { step: 'wallet', code: 'unknown' },
      }),
    },
  },
  output: ({ event }) => event.output as PurchasePaymentOutput,
});
