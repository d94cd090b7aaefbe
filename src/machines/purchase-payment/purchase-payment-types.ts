import type { ApiErrorCode } from '../../domain/api-errors';
import type { PurchaseFailure, PurchaseOrder, PurchaseStatus } from '../../domain/purchase';
import type { ReceiptFailureReason } from '../../domain/wallet-errors';
import type { AppSystem } from '../session/session-peer';
import type { PaymentFollowAnswer } from '../shared/payment-follow';

/** What the payment chart's actors take and give; the composition root implements against these. */

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
/** What fetchOrderStatus rejects with: why the look failed, and when (the client's clock, ms). */
export interface FetchOrderStatusFailure {
  code: ApiErrorCode;
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

/** Where a payment starts: asking the wallet, waiting for a sent one's receipt, or looking at the server's record. */
export type PaymentStart = 'wallet' | 'receipt' | 'server';

export interface PurchasePaymentInput {
  order: PurchaseOrder;
  /** The payment already sent (a retry at the receipt or the record), else null. */
  hash: string | null;
  start: PaymentStart;
  /** The app's actor systems, where the wallet's transaction store is found by its systemId; none stand-alone. */
  system?: AppSystem | null;
}

export interface PurchasePaymentContext {
  order: PurchaseOrder;
  hash: string | null;
  start: PaymentStart;
  /** When the wallet reached the order's chain (the client's clock, ms), once it has. */
  switchedAt: number | null;
  /** Why the last switch of network failed (shown beside Switch network), or why the payment failed; else null. */
  failure: PurchaseFailure | null;
  /** The page is hidden (`watchPageVisibility` reports page.hidden / page.visible): the server is not asked meanwhile. */
  pageHidden: boolean;
  /** Looks at the server's record that failed in a row, capped: each one doubles the wait before the next. */
  lookFailures: number;
  system: AppSystem | null;
}

/** Whether the page is shown, as `watchPageVisibility` reports it (now, and on every change). */
export type PageVisibilityEvent = { type: 'page.hidden' } | { type: 'page.visible' };

export type PurchasePaymentEvent =
  | { type: 'user.switchNetwork' }
  | { type: 'user.cancel' }
  | PaymentFollowAnswer
  | PageVisibilityEvent;

/** Told to the purchase (sendParent) once the wallet sent the payment: from now on it may be on chain. */
export interface PaymentSentEvent {
  type: 'payment.sent';
  hash: string;
}

/**
 * How the payment ended, for the purchase to decide what follows: paid (the server recorded it), abandoned (the
 * user said no in the wallet, or cancelled on the wrong network), switched (the wallet moved to the order's chain:
 * the purchase tells whether the order can still be paid), expired (the server expired the order unpaid), failed.
 */
export type PurchasePaymentOutput =
  | { outcome: 'paid' }
  | { outcome: 'abandoned' }
  | { outcome: 'switched'; switchedAt: number }
  | { outcome: 'expired' }
  | { outcome: 'failed'; failure: PurchaseFailure };

/** Views show each step by these. */
export type PurchasePaymentTag =
  | 'busy'
  | 'awaitingWallet'
  | 'wrongNetwork'
  | 'switchingNetwork'
  | 'awaitingReceipt'
  | 'awaitingServer';
