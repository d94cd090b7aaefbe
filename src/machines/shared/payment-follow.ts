import type { AnyActorRef } from 'xstate';
import type { PurchaseOrder } from '../../domain/purchase';
import type { ReceiptFailureReason } from '../../domain/wallet-errors';
import type { SettledStatus } from '../transaction/transaction.machine';
import type { DescriptionKey } from '../transaction-store/transaction-list';

/**
 * What a purchase's payment tells the store once the wallet sent it (issue 26, one receipt wait per payment): the
 * store lists it and its watcher waits for the receipt, answering `payer` with PaymentFollowAnswer.
 */
export interface PaymentSentEvent {
  type: 'purchase.paymentSent';
  hash: string;
  /** The chain the payment was sent on: the store lists it only under the account's current chain. */
  chainId: number;
  description: DescriptionKey;
  payer: AnyActorRef;
}

/**
 * The store's answer to a payer: how the receipt came out, or that the store does not (or no longer) wait for it
 * (no account, another chain, the account changed or the list was cleared), so the payer waits itself.
 */
export type PaymentFollowAnswer =
  | { type: 'transaction.settled'; status: SettledStatus; reason?: ReceiptFailureReason }
  | { type: 'transaction.unfollowed' };

export const UNFOLLOWED = { type: 'transaction.unfollowed' } as const satisfies PaymentFollowAnswer;

/** The payers left once the watchers `ids` no longer wait for them. */
export function payersReleased(
  payers: Readonly<Record<string, AnyActorRef>>,
  ids: readonly string[],
): Record<string, AnyActorRef> {
  return Object.fromEntries(Object.entries(payers).filter(([id]) => !ids.includes(id)));
}

/** Where the wallet system runs the store: a purchase's payment addresses it by this systemId. */
export const TRANSACTION_STORE_SYSTEM_ID = 'transactionStore';

/** What a payment of `order` sent as `hash` tells the store; `payer` hears the receipt's outcome. */
export function paymentSent(order: PurchaseOrder, hash: string, payer: AnyActorRef): PaymentSentEvent {
  const description = {
    key: 'account.purchase_description',
    amount: order.amount,
    orderId: order.orderId,
  } as const;
  return { type: 'purchase.paymentSent', hash, chainId: order.chainId, description, payer };
}
