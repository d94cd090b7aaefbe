import type { CreditResult } from '../ledger/credit-paid-order';

/** How the user sees a payment toward one of their orders (api-contract.md, purchase history). */
export type PaymentOutcomeView = 'counted' | 'wrong_sender' | 'late' | 'duplicate';

export type OrderStatus = 'awaiting_payment' | 'paid' | 'expired';

/** A row of `order_payments` (migration 130) as the reads select it. */
export interface RecordedPayment {
  tx_hash: string;
  from_address: string;
  value: string;
  outcome: Exclude<CreditResult, 'no-match'> | 'no-match';
  block_time: Date | string;
  refund_tx_hash: string | null;
}

export const outcomeViews: Record<Exclude<CreditResult, 'no-match'>, PaymentOutcomeView> = {
  credited: 'counted',
  underpaid: 'counted',
  'wrong-sender': 'wrong_sender',
  expired: 'late',
  'already-paid': 'duplicate',
};

/**
 * What is owed back to the sender of one recorded payment, before any refund: a payment that was not counted
 * (another sender, too late, a paid order, no order) in full; a payment counted toward an order that expired
 * short of its value in full; the payment that completed an order, whatever the order's payments exceed its
 * value by. Counted payments toward an order still open owe nothing yet: a top-up may still complete it.
 */
export function owedFor(
  payment: Pick<RecordedPayment, 'outcome' | 'value'>,
  order: { status: OrderStatus; value: string; received: string } | undefined,
): bigint {
  const value = BigInt(payment.value);
  switch (payment.outcome) {
    case 'underpaid':
      return order?.status === 'expired' ? value : 0n;
    case 'credited':
      return order ? BigInt(order.received) - BigInt(order.value) : 0n;
    default:
      return value;
  }
}
