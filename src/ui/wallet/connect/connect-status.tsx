import { useWalletT } from '@/i18n/use-wallet-t';
import type { WalletOption } from '@/machines/shared/wallet-options';
import { ConnectFlowActor } from '@/ui/actors/connect-flow-context';
import { NewTabLink } from './new-tab-link';
import { WalletIcon } from './wallet-icon';

/** The failed attempt's message and its Retry button (shown only while the machine can retry). */
export function RetryNotice() {
  const { t } = useWalletT();
  const actor = ConnectFlowActor.useActorRef();
  return (
    <div className="cw-retry">
      <p className="cw-status__error">{t('connect.status.failed')}</p>
      <button
        type="button"
        className="cw-button cw-button--primary"
        onClick={() => actor.send({ type: 'user.retry' })}
      >
        {t('connect.status.retry')}
      </button>
    </div>
  );
}

/** CONNECT without a QR code for a ready wallet: Opening…, then Retry once the attempt has failed. */
export function OpeningStatus({ wallet }: { wallet: WalletOption }) {
  const { t } = useWalletT();
  const canRetry = ConnectFlowActor.useSelector((s) => s.can({ type: 'user.retry' }));
  return (
    <div className="cw-status" data-status={canRetry ? 'failed' : 'opening'}>
      <WalletIcon wallet={wallet} size={64} />
      <p className="cw-status__title">{t('connect.status.opening', { wallet: wallet.name })}</p>
      <p className="cw-muted">{t('connect.status.confirm_extension')}</p>
      {canRetry ? (
        <RetryNotice />
      ) : (
        <span className="cw-spinner" role="progressbar" aria-label={t('aria.loading')} />
      )}
    </div>
  );
}

/** CONNECT for a wallet that is not ready: install it (when this browser can), or it is not available. */
export function UnavailableStatus({ wallet }: { wallet: WalletOption }) {
  const { t } = useWalletT();
  const extensionUrl = wallet.downloadUrls.extension;
  return (
    <div className="cw-status" data-status={extensionUrl ? 'not-installed' : 'not-available'}>
      <WalletIcon wallet={wallet} size={64} />
      {extensionUrl ? (
        <>
          <p className="cw-status__title">{t('connect.status.not_installed', { wallet: wallet.name })}</p>
          <NewTabLink href={extensionUrl} className="cw-button cw-button--primary">
            {t('connect.status.install')}
          </NewTabLink>
        </>
      ) : (
        <p className="cw-status__title">{t('connect.status.not_available', { wallet: wallet.name })}</p>
      )}
    </div>
  );
}
