import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { purchaseMachine } from '@/machines/purchase/purchase.machine';
import { usePurchaseSteps } from './use-purchase-steps';

export interface NetworkRecoveryProps {
  actorRef: ActorRefFrom<typeof purchaseMachine>;
  /** The order's network as the wallet dialogs name it; a generic name until the chain definitions load. */
  networkName?: string | undefined;
}

/**
 * The wallet is on another network than the order's: Switch network asks the wallet to move, and the payment
 * goes on once it has. A declined or failed switch says so here, and Switch network can be pressed again.
 */
export function NetworkRecovery({ actorRef, networkName }: NetworkRecoveryProps) {
  const { t } = useTranslation('app');
  const { hasTag, paymentFailure: failure, canSwitchNetwork: canSwitch } = usePurchaseSteps(actorRef);
  const wrong = hasTag('wrongNetwork');
  const switching = hasTag('switchingNetwork');
  const switchRef = useRef<HTMLButtonElement>(null);
  // Arriving here (or back after a refused switch) puts the one way forward under the keyboard.
  useEffect(() => {
    if (wrong) switchRef.current?.focus();
  }, [wrong]);

  if (!wrong && !switching) return null;
  const network = networkName ?? t('purchase.network.fallbackName');
  const message = switching
    ? t('purchase.network.switching', { network })
    : failure?.step !== 'network'
      ? t('purchase.network.wrong', { network })
      : failure.code === 'user_rejected'
        ? t('purchase.network.declined', { network })
        : t('purchase.network.failed', { network });
  return (
    <div className="purchase-outcome is-failed" role={switching ? 'status' : 'alert'}>
      <p className="purchase-outcome__title">{t('purchase.network.title')}</p>
      <p>{message}</p>
      <div className="purchase-outcome__actions">
        <button
          ref={switchRef}
          type="button"
          className="kit-button kit-button--primary"
          disabled={!canSwitch}
          aria-busy={switching}
          onClick={() => actorRef.send({ type: 'user.switchNetwork' })}
        >
          {t('purchase.network.switch')}
        </button>
        {wrong ? (
          <button
            type="button"
            className="kit-button kit-button--ghost"
            onClick={() => actorRef.send({ type: 'user.cancel' })}
          >
            {t('purchase.progress.cancel')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
