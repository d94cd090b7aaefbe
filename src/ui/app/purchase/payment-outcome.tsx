import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { site } from '@/config/site';
import { formatTokenAmount } from '@/domain/format/token-amount';
import type { PurchaseFailureCode } from '@/domain/purchase';
import type { purchaseMachine } from '@/machines/purchase/purchase.machine';
import { intlLocale } from '@/ui/kit/format-date';

export interface PaymentOutcomeProps {
  actorRef: ActorRefFrom<typeof purchaseMachine>;
  currency: string;
  /** The click time retry sends, to tell whether the order can still be paid (Date.now; tests fix it). */
  clock?: () => number;
}

/** Every failure code has its message (the type checker holds the keys to it); a rejection is never a failure. */
const shownCode = (code: PurchaseFailureCode) => (code === 'user_rejected' ? 'unknown' : code);

/** The end of a payment: credited with Buy more, or what failed with Try again and Cancel. */
export function PaymentOutcome({ actorRef, currency, clock = Date.now }: PaymentOutcomeProps) {
  const { t, i18n } = useTranslation('app');
  const symbol = site.token.symbol;
  const snapshot = useSelector(actorRef, (s) => s);
  const { failure, amount } = snapshot.context;
  const retryRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const failed = snapshot.hasTag('failed') && failure !== null;
  // Only a failure something can be tried again after offers Try again (a closed order does not).
  const canRetry = snapshot.can({ type: 'user.retry', now: 0 });
  // A failure takes the focus to its first action, so a keyboard user can act on it at once; when Try again
  // goes (the order closed), the focus would be lost with it.
  useEffect(() => {
    if (failed) (canRetry ? retryRef : cancelRef).current?.focus();
  }, [failed, canRetry]);

  if (snapshot.hasTag('paid')) {
    const bought = formatTokenAmount(amount ?? '0', 18, {
      maxFractionDigits: 0,
      locale: intlLocale(i18n.language),
    });
    return (
      <div className="purchase-outcome is-paid" role="status">
        <p>{t('purchase.progress.paid', { amount: bought, symbol })}</p>
        <button
          type="button"
          className="kit-button kit-button--ghost"
          onClick={() => actorRef.send({ type: 'user.startOver' })}
        >
          {t('purchase.progress.buyMore')}
        </button>
      </div>
    );
  }
  if (!failed) return null;
  const message = t(`purchase.errors.${shownCode(failure.code)}`, { currency, symbol });
  return (
    <div className="purchase-outcome is-failed" role="alert">
      <p className="purchase-outcome__title">{t('purchase.errors.title')}</p>
      <p>{message}</p>
      <div className="purchase-outcome__actions">
        {canRetry ? (
          <button
            ref={retryRef}
            type="button"
            className="kit-button kit-button--primary"
            onClick={() => actorRef.send({ type: 'user.retry', now: clock() })}
          >
            {t('purchase.progress.retry')}
          </button>
        ) : null}
        <button
          ref={cancelRef}
          type="button"
          className="kit-button kit-button--ghost"
          onClick={() => actorRef.send({ type: 'user.cancel' })}
        >
          {t('purchase.progress.cancel')}
        </button>
      </div>
    </div>
  );
}
