import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { site } from '@/config/site';
import { shortOrderId } from '@/domain/format/order-id';
import { formatTokenAmount } from '@/domain/format/token-amount';
import type { purchaseMachine } from '@/machines/purchase/purchase.machine';
import { intlLocale } from '@/ui/kit/format-date';
import { NetworkRecovery } from './network-recovery';
import { PaymentOutcome } from './payment-outcome';
import { type ProgressStep, progressSteps, type StepState, stepStates } from './progress-steps';
import type { TransactionUrl } from './purchase-data';
import { TransactionLink } from './transaction-link';
import { usePurchaseSteps } from './use-purchase-steps';
import './payment-progress.css';

export interface PaymentProgressProps {
  actorRef: ActorRefFrom<typeof purchaseMachine>;
  /** The native coin's symbol, for the wallet hint and fund errors. */
  currency: string;
  transactionUrl?: TransactionUrl | undefined;
  /** The order's network by name, for the wrong-network message. */
  networkName?: string | undefined;
  /** The click time Try again sends (Date.now; tests fix it). */
  clock?: () => number;
}

const marks: Record<StepState, string> = { done: '✓', current: '', failed: '!', todo: '' };

/**
 * The payment, step by step, in place: order, wallet, pending (with the transaction), confirmed, recorded by
 * the server, credited. The list always has its six rows, so nothing moves as the payment advances.
 */
export function PaymentProgress(props: PaymentProgressProps) {
  const { actorRef, currency, transactionUrl, networkName, clock } = props;
  const { t, i18n } = useTranslation('app');
  const locale = intlLocale(i18n.language);
  const values = { brand: site.brand, symbol: site.token.symbol };
  const snapshot = useSelector(actorRef, (s) => s);
  const { order, hash, failure } = snapshot.context;
  const { hasTag } = usePurchaseSteps(actorRef);
  const states = stepStates(hasTag, failure?.step ?? null);
  const current = progressSteps.find((_, index) => states[index] === 'current');
  const inProgress = snapshot.hasTag('progress');

  const whole = (units: string) => formatTokenAmount(units, 18, { maxFractionDigits: 0, locale });
  const { amount } = snapshot.context;
  const summary = !inProgress
    ? t('purchase.progress.idle')
    : order
      ? t('purchase.progress.summary', {
          ...values,
          orderId: shortOrderId(order.orderId),
          amount: whole(order.amount),
          value: formatTokenAmount(order.value, 18, { maxFractionDigits: 18, locale }),
          currency,
        })
      : t('purchase.progress.summaryPending', { ...values, amount: whole(amount ?? '0') });

  const detail = (step: ProgressStep) => {
    if (step === 'wallet' && hasTag('awaitingWallet') && order)
      return t('purchase.progress.walletHint', {
        value: formatTokenAmount(order.value, 18, { maxFractionDigits: 18, locale }),
        currency,
      });
    if (step === 'pending' && hash) return <TransactionLink hash={hash} transactionUrl={transactionUrl} />;
    if (step === 'server' && hasTag('awaitingServer')) return t('purchase.progress.serverHint', values);
    return null;
  };

  return (
    <section className="purchase-progress" aria-labelledby="purchase-progress-title">
      <h3 id="purchase-progress-title" className="purchase-progress__title">
        {t('purchase.progress.title')}
      </h3>
      <p className="kit-sr-only" role="status">
        {current ? t(`purchase.progress.steps.${current}`, values) : ''}
      </p>
      <p className="purchase-progress__summary">{summary}</p>
      <ol className={`purchase-steps${inProgress ? '' : ' is-idle'}`}>
        {progressSteps.map((step, index) => {
          const state = states[index] ?? 'todo';
          const extra = detail(step);
          return (
            <li
              key={step}
              className={`purchase-step is-${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="purchase-step__mark" aria-hidden="true">
                {marks[state]}
              </span>
              <span className="purchase-step__text">
                <span className="purchase-step__label">
                  {t(`purchase.progress.steps.${step}`, values)}
                  <span className="kit-sr-only"> ({t(`purchase.progress.state.${state}`)})</span>
                </span>
                {extra ? <span className="purchase-step__detail">{extra}</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
      <div className={`purchase-progress__outcome${inProgress ? ' is-reserved' : ''}`}>
        <PaymentOutcome actorRef={actorRef} currency={currency} clock={clock} />
        <NetworkRecovery actorRef={actorRef} networkName={networkName} />
      </div>
    </section>
  );
}
