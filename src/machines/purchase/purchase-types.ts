import type { ApiErrorCode } from '../../domain/api-errors';
import type { PurchaseFailure, PurchaseOrder, PurchaseStatus } from '../../domain/purchase';
import type { ReceiptFailureReason } from '../../domain/wallet-errors';
import type { AppSystem } from '../session/session-peer';
import type { PurchaseAmountError } from './purchase-amount';

/** What the purchase machine's actors take and give; the composition root implements against these. */

export interface CreateOrderInput {
  /** Tokens to buy, in base units. */
  amount: string;
}
export type CreateOrderOutput = PurchaseOrder;
/** One payment of an order: `pay(reference)` on the payments contract with exactly `value`, on `chainId`. */
export interface SendPaymentInput {
  /** The payments contract (the order's `payTo`). */
  contract: string;
  /** The order reference, bytes32 hex: the argument of `pay`. */
  reference: string;
  /** Native coin in base units: the order's value (for a top-up, what it still lacks). */
  value: string;
  chainId: number;
}
export interface SendPaymentOutput {
  hash: string;
}
export interface WaitForReceiptInput {
  hash: string;
  chainId: number;
}
/** As src/api/chain reports it: never a rejection for a failed transaction. */
export type WaitForReceiptOutput =
  | { status: 'confirmed' }
  | { status: 'failed'; reason: ReceiptFailureReason };
export interface FetchOrderStatusInput {
  orderId: string;
}
/** One look at the server's record: `checkedAt` is the client's clock (ms) when the answer came. */
export interface FetchOrderStatusOutput {
  /** The order's status in the history, null while it is not listed yet. */
  status: PurchaseStatus | null;
  checkedAt: number;
}
/** Asks the wallet to move to the order's chain (as the network dialog does); rejects with a WalletError `code`. */
export interface SwitchNetworkInput {
  chainId: number;
}
/** `switchedAt`: the client's clock (ms) once the wallet is on the chain, to tell whether the order can still be paid. */
export interface SwitchNetworkOutput {
  switchedAt: number;
}
/** What fetchOrderStatus rejects with: why the look failed, and when (the client's clock, ms). */
export interface FetchOrderStatusFailure {
  code: ApiErrorCode;
  checkedAt: number;
}

export interface PurchaseInput {
  /** The app's actor system: its session (the profile's owner) is told when an order is paid; none stand-alone. */
  system?: AppSystem | null;
}

export interface PurchaseContext {
  amountText: string;
  /** The valid amount in base units, else null. */
  amount: string | null;
  amountError: PurchaseAmountError | null;
  order: PurchaseOrder | null;
  hash: string | null;
  failure: PurchaseFailure | null;
  /**
   * The payment tops up an order paid in part (Pay the difference): when that order can no longer be paid it is
   * never replaced by a new one, which would buy the form's amount (or none) instead of completing it.
   */
  topUp: boolean;
  /** The page is hidden (`watchPageVisibility` reports page.hidden / page.visible): the server is not asked meanwhile. */
  pageHidden: boolean;
  /** Looks at the server's record that failed in a row, capped: each one doubles the wait before the next. */
  lookFailures: number;
  /** Where the session runs (by its systemId): a paid order changes the profile it keeps (the pass). */
  system: AppSystem | null;
}

/** Whether the page is shown, as `watchPageVisibility` reports it (now, and on every change). */
export type PageVisibilityEvent = { type: 'page.hidden' } | { type: 'page.visible' };

export type PurchaseEvent =
  | { type: 'user.changeAmount'; value: string }
  | { type: 'user.submit' }
  | { type: 'user.cancel' }
  /** `now`: the client's clock (ms), to tell whether the order can still be paid. */
  | { type: 'user.retry'; now: number }
  | { type: 'user.startOver' }
  /** The wallet is on another chain than the order's: ask it to switch, then pay. */
  | { type: 'user.switchNetwork' }
  | PageVisibilityEvent
  /**
   * Pay what an open order still lacks (the purchase history's Pay the difference): `order.value` is the
   * difference, not the order's full value; `now` is the client's clock (ms).
   */
  | { type: 'user.payDifference'; order: PurchaseOrder; now: number };

/** Emitted once per payment sent: the composition root adds it to the transaction store. */
export interface PurchaseTransactionSentEvent {
  type: 'purchase.transactionSent';
  hash: string;
  chainId: number;
  orderId: string;
  amount: string;
}

export type PurchaseEmitted = PurchaseTransactionSentEvent;

/** Views show and hide by these: the form, the progress panel, each step, and the outcomes. */
export type PurchaseTag =
  | 'editing'
  | 'progress'
  | 'busy'
  | 'creatingOrder'
  | 'awaitingWallet'
  | 'wrongNetwork'
  | 'switchingNetwork'
  | 'awaitingReceipt'
  | 'awaitingServer'
  | 'paid'
  | 'failed';
