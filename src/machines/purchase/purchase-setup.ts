import { assign, emit, enqueueActions, fromCallback, setup } from 'xstate';
import type { PurchaseFailure, PurchaseOrder } from '../../domain/purchase';
import { PROFILE_CHANGED, sessionIn } from '../session/session-peer';
import { providedByRoot } from '../shared/provided-by-root';
import {
  checkedAtOf,
  countedFailures,
  isPastRecordDeadline,
  isRefusedLook,
  lookDelayMs,
} from './order-record';
import {
  amountErrorOnSubmit,
  amountTyped,
  hasPaymentInDoubt,
  hasPaymentOnChain,
  transactionSent,
} from './purchase-context';
import { failureCodeOf, isOrderUsable } from './purchase-order';
import type {
  CreateOrderInput,
  CreateOrderOutput,
  FetchOrderStatusInput,
  FetchOrderStatusOutput,
  PageVisibilityEvent,
  PurchaseContext,
  PurchaseEmitted,
  PurchaseEvent,
  PurchaseInput,
  PurchaseTag,
  SendPaymentInput,
  SendPaymentOutput,
  SwitchNetworkInput,
  SwitchNetworkOutput,
  WaitForReceiptInput,
  WaitForReceiptOutput,
} from './purchase-types';

/**
 * Everything the purchase chart names (purchase.machine.ts): its actors, guards, actions and delays, kept apart so
 * the machine file reads as the chart.
 */
export const purchaseSetup = setup({
  types: {
    context: {} as PurchaseContext,
    events: {} as PurchaseEvent,
    input: {} as PurchaseInput,
    emitted: {} as PurchaseEmitted,
    tags: {} as PurchaseTag,
  },
  actors: {
    /** POST /purchase; rejects with `{ code }`, an ApiErrorCode. */
    createOrder: providedByRoot<CreateOrderOutput, CreateOrderInput>('createOrder'),
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
    isAmountValid: ({ context }) => context.amount !== null,
    isUserRejection: (_, params: { error: unknown }) => failureCodeOf(params.error) === 'user_rejected',
    isChainMismatch: (_, params: { error: unknown }) => failureCodeOf(params.error) === 'chain_mismatch',
    isTopUp: ({ context }) => context.topUp,
    isReceiptFailed: (_, params: { output: WaitForReceiptOutput }) => params.output.status === 'failed',
    isOrderPaid: (_, params: { output: FetchOrderStatusOutput }) => params.output.status === 'paid',
    isOrderExpired: (_, params: { output: FetchOrderStatusOutput }) => params.output.status === 'expired',
    isTopUpOfExpiredOrder: ({ context }, params: { output: FetchOrderStatusOutput }) =>
      context.topUp && params.output.status === 'expired',
    isPastRecordDeadline: ({ context }, params: { checkedAt: number | null }) =>
      isPastRecordDeadline(context.order, params.checkedAt),
    isLastLook: ({ context }, params: { error: unknown }) =>
      isRefusedLook(params.error) || isPastRecordDeadline(context.order, checkedAtOf(params.error)),
    isPageHidden: ({ context }) => context.pageHidden,
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
    assignHash: assign((_, params: { hash: string }) => ({ hash: params.hash })),
    clearPayment: assign({ order: null, hash: null, failure: null, topUp: false }),
    clearFailure: assign({ failure: null }),
    clearHash: assign({ hash: null }),
    assignFailure: assign((_, params: PurchaseFailure) => ({ failure: params })),
    expireOrder: assign({ failure: { step: 'server', code: 'order_expired' }, order: null, hash: null }),
    closeTopUp: assign({ failure: { step: 'order', code: 'top_up_expired' }, order: null, hash: null }),
    giveUpOnRecord: assign({ failure: { step: 'server', code: 'not_recorded' } }),
    resetLookFailures: assign({ lookFailures: 0 }),
    countLookFailure: assign(({ context }) => ({ lookFailures: countedFailures(context.lookFailures) })),
    assignPageHidden: assign({ pageHidden: true }),
    assignPageVisible: assign({ pageHidden: false }),
    announceTransaction: emit(({ context }, params: { hash: string }) =>
      transactionSent(context, params.hash),
    ),
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
  delays: { lookAgain: ({ context }) => lookDelayMs(context.lookFailures) },
});
