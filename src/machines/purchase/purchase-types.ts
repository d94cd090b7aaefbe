import type { PurchaseFailure, PurchaseOrder } from '../../domain/purchase';
import type { PaymentSentEvent, PaymentStart } from '../purchase-payment/purchase-payment-types';
import type { AppSystem } from '../session/session-peer';
import type { PurchaseAmountError } from './purchase-amount';

/** What the purchase machine's actors take and give; the composition root implements against these. */

export interface CreateOrderInput {
  /** Tokens to buy, in base units. */
  amount: string;
}
export type CreateOrderOutput = PurchaseOrder;
export interface PurchaseInput {
  /**
   * The app's actor systems: its session (the profile's owner) is told when an order is paid, the wallet's
   * transaction store follows a sent payment (by their systemIds); none stand-alone.
   */
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
  /** Where the payment child starts: the wallet, or past it for a payment already sent (a retry). */
  paymentStart: PaymentStart;
  /** Where the session runs (by its systemId): a paid order changes the profile it keeps (the pass). */
  system: AppSystem | null;
}

export type PurchaseEvent =
  | { type: 'user.changeAmount'; value: string }
  | { type: 'user.submit' }
  | { type: 'user.cancel' }
  /** `now`: the client's clock (ms), to tell whether the order can still be paid. */
  | { type: 'user.retry'; now: number }
  | { type: 'user.startOver' }
  /** The wallet is on another chain than the order's: ask it to switch, then pay. */
  | { type: 'user.switchNetwork' }
  /** From the payment child: the wallet sent the payment. */
  | PaymentSentEvent
  /**
   * Pay what an open order still lacks (the purchase history's Pay the difference): `order.value` is the
   * difference, not the order's full value; `now` is the client's clock (ms).
   */
  | { type: 'user.payDifference'; order: PurchaseOrder; now: number };

/** Views show and hide by these (and by the payment child's, for the steps it owns): the form, the progress panel, the outcomes. */
export type PurchaseTag = 'editing' | 'progress' | 'busy' | 'creatingOrder' | 'paying' | 'paid' | 'failed';
