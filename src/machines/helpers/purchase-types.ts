import type { PurchaseAmountError } from './purchase-amount';
import type { PurchaseFailure, PurchaseOrder } from './purchase-order';

/** What the purchase machine's actors take and give; the composition root implements against these. */

export interface CreateOrderInput {
  /** Tokens to buy, in base units. */
  amount: string;
}
export type CreateOrderOutput = PurchaseOrder;
export interface SendPaymentInput {
  to: string;
  value: string;
  data: string;
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
export type WaitForReceiptOutput = { status: 'confirmed' } | { status: 'failed'; reason: string };
export interface WaitForOrderPaidInput {
  orderId: string;
}
export interface WaitForOrderPaidOutput {
  status: 'paid' | 'expired';
}

export interface PurchaseContext {
  amountText: string;
  /** The valid amount in base units, else null. */
  amount: string | null;
  amountError: PurchaseAmountError | null;
  order: PurchaseOrder | null;
  hash: string | null;
  failure: PurchaseFailure | null;
}

export type PurchaseEvent =
  | { type: 'user.changeAmount'; value: string }
  | { type: 'user.submit' }
  | { type: 'user.cancel' }
  /** `now`: the client's clock (ms), to tell whether the order can still be paid. */
  | { type: 'user.retry'; now: number }
  | { type: 'user.startOver' }
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

/** Views show and hide by these: the form, the progress panel, each step, and the outcomes. */
export type PurchaseTag =
  | 'editing'
  | 'progress'
  | 'busy'
  | 'creatingOrder'
  | 'awaitingWallet'
  | 'awaitingReceipt'
  | 'awaitingServer'
  | 'paid'
  | 'failed';
