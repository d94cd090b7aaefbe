import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { purchaseMachine } from '@/machines/purchase/purchase.machine';
import type { PurchaseTag } from '@/machines/purchase/purchase-types';
import type { PurchasePaymentTag } from '@/machines/purchase-payment/purchase-payment-types';

export type PurchaseStepTag = PurchaseTag | PurchasePaymentTag;

/**
 * The purchase's steps as the views show them: the purchase's own tags, and while it pays, its payment child's
 * (the wallet, the network detour, the receipt, the server's record), read from the child itself.
 */
export function usePurchaseSteps(actorRef: ActorRefFrom<typeof purchaseMachine>) {
  const tags = useSelector(actorRef, (snapshot) => snapshot.tags);
  const payment = useSelector(actorRef, (snapshot) => snapshot.children.purchasePayment);
  const paymentTags = useSelector(payment, (snapshot) => snapshot?.tags);
  const paymentFailure = useSelector(payment, (snapshot) => snapshot?.context.failure ?? null);
  const canSwitchNetwork = useSelector(
    payment,
    (snapshot) => snapshot?.can({ type: 'user.switchNetwork' }) ?? false,
  );
  const hasTag = (tag: PurchaseStepTag) =>
    tags.has(tag as PurchaseTag) || (paymentTags?.has(tag as PurchasePaymentTag) ?? false);
  return { hasTag, paymentFailure, canSwitchNetwork };
}
