import { useWalletT } from '@/i18n/use-wallet-t';
import { ConnectFlowActor } from '@/ui/actors/connect-flow-context';
import { ViewportActor } from '@/ui/actors/viewport-context';
import { isCompactIn, isQrShownIn, shownWalletOf } from './connect-flow-view';
import { OpeningStatus, RetryNotice, UnavailableStatus } from './connect-status';
import { GuideStepList } from './guide-step-list';
import { qrSteps } from './instruction-steps';
import { QrCode } from './qr-code';
import { connectQrSize } from './qr-size';

/** The row under CONNECT's body: a question and the button that answers it. */
function SecondaryAction({ prompt, label, onClick }: { prompt: string; label: string; onClick: () => void }) {
  return (
    <p className="cw-secondary">
      <span>{prompt}</span>
      <button type="button" className="cw-pill" onClick={onClick}>
        {label}
      </button>
    </p>
  );
}

/**
 * CONNECT (docs/wallet-behaviour.md, section 4): the attempt's QR code with the steps to scan it, or the
 * Opening status with Retry, or why a wallet that is not ready cannot connect; then the secondary row: "Open"
 * WalletConnect's own modal, or else "Don't have it? Get".
 */
export function ConnectStep() {
  const { t } = useWalletT();
  const actor = ConnectFlowActor.useActorRef();
  const wallet = ConnectFlowActor.useSelector(shownWalletOf);
  const qrUri = ConnectFlowActor.useSelector((s) => (isQrShownIn(s) ? s.context.qrUri : null));
  const compact = ConnectFlowActor.useSelector(isCompactIn);
  const canGetThis = ConnectFlowActor.useSelector((s) => s.can({ type: 'user.getThisWallet' }));
  const canRetry = ConnectFlowActor.useSelector((s) => s.can({ type: 'user.retry' }));
  const canOpenModal = ConnectFlowActor.useSelector((s) => s.can({ type: 'user.openWalletConnectModal' }));
  const windowWidth = ViewportActor.useSelector((s) => s.context.width);
  if (!wallet) return null;
  let body = <UnavailableStatus wallet={wallet} />;
  if (qrUri) {
    // A failed session leaves a dead code behind: unlike the reference kit, say so and offer a fresh one.
    body = (
      <div className="cw-scan">
        <div className={canRetry ? 'cw-qr-stale' : undefined}>
          <QrCode
            value={qrUri}
            size={connectQrSize({ compact, windowWidth })}
            label={t('aria.connect_qr', { wallet: wallet.name })}
            logo={wallet}
          />
        </div>
        {canRetry ? <RetryNotice /> : <GuideStepList wallet={wallet} steps={qrSteps(wallet)} dense />}
      </div>
    );
  } else if (wallet.ready) body = <OpeningStatus wallet={wallet} />;
  return (
    <div className="cw-connect" data-step-content="CONNECT">
      {body}
      {canOpenModal ? (
        <SecondaryAction
          prompt={t(
            compact ? 'connect.status.walletconnect_prompt_compact' : 'connect.status.walletconnect_prompt',
          )}
          label={t('connect.status.open')}
          onClick={() => actor.send({ type: 'user.openWalletConnectModal' })}
        />
      ) : null}
      {wallet.ready && canGetThis ? (
        <SecondaryAction
          prompt={t('connect.status.get_prompt', { wallet: wallet.name })}
          label={t('connect.status.get')}
          onClick={() => actor.send({ type: 'user.getThisWallet' })}
        />
      ) : null}
    </div>
  );
}
