import { useWalletT } from '@/i18n/use-wallet-t';
import { ConnectFlowActor } from '@/ui/actors/connect-flow-context';
import { shownWalletOf } from './connect-flow-view';
import { QrCode } from './qr-code';
import { QR_SIZE } from './qr-size';

/** DOWNLOAD: a QR code of the wallet's app download page, then Continue to its mobile guide. */
export function DownloadStep() {
  const { t } = useWalletT();
  const actor = ConnectFlowActor.useActorRef();
  const wallet = ConnectFlowActor.useSelector(shownWalletOf);
  if (!wallet) return null;
  const downloadUrl = wallet.downloadUrls.qrCode;
  return (
    <div className="cw-download" data-step-content="DOWNLOAD">
      {downloadUrl ? (
        <QrCode
          value={downloadUrl}
          size={QR_SIZE.download}
          label={t('aria.download_qr', { wallet: wallet.name })}
        />
      ) : null}
      <p className="cw-muted cw-center">{t('connect.download.description')}</p>
      <button
        type="button"
        className="cw-button cw-button--primary"
        onClick={() => actor.send({ type: 'user.continue' })}
      >
        {t('connect.download.continue')}
      </button>
    </div>
  );
}
