import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { site } from '@/config/site';
import { formatTokenAmount } from '@/domain/format/token-amount';
import type { purchaseMachine } from '@/machines/purchase/purchase.machine';
import { intlLocale } from '@/ui/kit/format-date';

/** A payment the wallet sent, described for the account dialog's recent transactions. */
export interface DescribedPayment {
  hash: string;
  chainId: number;
  /** "Buy 1,000 DGAI", in the reader's language. */
  description: string;
}

/**
 * Hands each payment the purchase actor emits (`purchase.transactionSent`) to `onPayment` with its description in
 * the reader's language: the transaction store keeps a sentence, and only a view knows the language.
 */
export function useDescribedPayments(
  actorRef: ActorRefFrom<typeof purchaseMachine>,
  onPayment: ((payment: DescribedPayment) => void) | undefined,
) {
  const { t, i18n } = useTranslation('app');
  // The latest callback and language without re-subscribing on every render.
  const latest = useRef({ onPayment, t, language: i18n.language });
  latest.current = { onPayment, t, language: i18n.language };
  useEffect(() => {
    const subscription = actorRef.on('purchase.transactionSent', (event) => {
      const { onPayment: forward, t: translate, language } = latest.current;
      const amount = formatTokenAmount(event.amount, site.token.decimals, {
        maxFractionDigits: 0,
        locale: intlLocale(language),
      });
      forward?.({
        hash: event.hash,
        chainId: event.chainId,
        description: translate('purchase.transactionDescription', { amount, symbol: site.token.symbol }),
      });
    });
    return () => subscription.unsubscribe();
  }, [actorRef]);
}
