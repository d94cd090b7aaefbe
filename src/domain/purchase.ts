import type { ApiErrorCode } from './api-errors';
import type { ReceiptFailureReason, WalletErrorCode } from './wallet-errors';

/** An order's status in the purchase history (api-contract.md). */
export type PurchaseStatus = 'awaiting_payment' | 'paid' | 'expired';

/** The order `POST /purchase` opens (api-contract.md); amounts in base units, ids as strings. */
export interface PurchaseOrder {
  orderId: string;
  /** Tokens bought, in base units. */
  amount: string;
  /** Native coin to pay, in base units. */
  value: string;
  /** The payments contract: the order is paid by calling its `pay(reference)` with `value`. */
  payTo: string;
  chainId: number;
  /** bytes32 hex, the argument of `pay`: its `Paid` event names the order. */
  reference: string;
  expiresAt: string;
}

/**
 * Where a purchase stopped: opening the order, the wallet, switching the wallet to the order's network, the
 * transaction's receipt, or the server's record.
 */
export type PurchaseStep = 'order' | 'wallet' | 'network' | 'receipt' | 'server';

/** Why a purchase stopped, as the purchase screen translates it (`purchase.errors.<code>`). */
export type PurchaseFailureCode =
  | WalletErrorCode
  | ReceiptFailureReason
  | ApiErrorCode
  /** The server expired the order unpaid. */
  | 'order_expired'
  /** The payment is on chain, but the server had not recorded it by the order's expiry plus the grace. */
  | 'not_recorded'
  /** A top-up (Pay the difference) of an order that can no longer be paid: it is never replaced by a new order. */
  | 'top_up_expired';

export interface PurchaseFailure {
  step: PurchaseStep;
  code: PurchaseFailureCode;
}
