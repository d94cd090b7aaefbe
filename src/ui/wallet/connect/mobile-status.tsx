import { useWalletT } from '@/i18n/use-wallet-t';
import { ConnectFlowActor } from '@/ui/actors/connect-flow-context';
import { shownWalletOf } from './connect-flow-view';
import { WalletIcon } from './wallet-icon';

/** Mobile, once the wallet app has been opened: continue there; Retry if the connection failed. */
export function MobileStatus() {
  const { t } = useWalletT();
  const actor = ConnectFlowActor.useActorRef();
  const wallet = ConnectFlowActor.useSelector(shownWalletOf);
  const canRetry = ConnectFlowActor.useSelector((s) => s.can({ type: 'user.retry' }));
  const canBack = ConnectFlowActor.useSelector((s) => s.can({ type: 'user.back' }));
  if (!wallet) return null;
  return (
    <div className="cw-mobile-status" data-status={canRetry ? 'failed' : 'opening'}>
      <WalletIcon wallet={wallet} size={44} />
      <span className="cw-mobile-status__text">
        <strong>{t('connect.status.continue_in', { wallet: wallet.shortName ?? wallet.name })}</strong>
        <span className={canRetry ? 'cw-status__error' : 'cw-muted'}>
          {canRetry ? t('connect.status.failed') : t('connect.status.confirm_mobile')}
        </span>
      </span>
      {canRetry ? null : (
        <span className="cw-spinner cw-spinner--small" role="progressbar" aria-label={t('aria.loading')} />
      )}
      {canBack || canRetry ? (
        <span className="cw-mobile-status__actions">
          {canBack ? (
            <button
              type="button"
              className="cw-text-button"
              onClick={() => actor.send({ type: 'user.back' })}
            >
              {t('aria.back')}
            </button>
          ) : (
            <span />
          )}
          {canRetry ? (
            <button type="button" className="cw-pill" onClick={() => actor.send({ type: 'user.retry' })}>
              {t('connect.status.retry')}
            </button>
          ) : null}
        </span>
      ) : null}
    </div>
  );
}
