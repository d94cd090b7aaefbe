import { useWalletT } from '@/i18n/use-wallet-t';
import { ConnectFlowActor } from '@/ui/actors/connect-flow-context';
import { CopyAddressActor } from '@/ui/actors/copy-address-context';
import { shownWalletOf } from './connect-flow-view';
import { QrCode } from './qr-code';

/** Fits a 390 px phone inside the sheet's padding. */
const SHEET_QR_PX = 280;

/**
 * WalletConnect tapped on a phone: its pairing code to scan with another device, and the link to copy into a
 * wallet app on this one (WalletConnect's own modal needs its servers for the wallet list, so it is not used).
 */
export function MobileWalletConnectSheet({ uri }: { uri: string }) {
  const { t } = useWalletT();
  const wallet = ConnectFlowActor.useSelector(shownWalletOf);
  const copy = CopyAddressActor.useActorRef();
  const flow = ConnectFlowActor.useActorRef();
  const canRetry = ConnectFlowActor.useSelector((s) => s.can({ type: 'user.retry' }));
  const copied = CopyAddressActor.useSelector((s) => s.hasTag('copied') && s.context.address === uri);
  return (
    <div className="cw-wc-sheet" data-testid="walletconnect-sheet">
      <QrCode value={uri} size={SHEET_QR_PX} label={t('connect.status.scan_title_phone')} logo={wallet} />
      <p className="cw-muted cw-wc-sheet__hint">{t('connect.walletconnect_sheet.description')}</p>
      <button
        type="button"
        className="cw-pill cw-wc-sheet__copy"
        data-uri={uri}
        onClick={() => copy.send({ type: 'user.copyAddress', address: uri })}
      >
        {copied ? t('connect.walletconnect_sheet.copied') : t('connect.walletconnect_sheet.copy')}
      </button>
      {canRetry ? (
        <p className="cw-status__error">
          {t('connect.status.failed')}{' '}
          <button type="button" className="cw-text-button" onClick={() => flow.send({ type: 'user.retry' })}>
            {t('connect.status.retry')}
          </button>
        </p>
      ) : null}
      <span className="wallet-sr-only" role="status">
        {copied ? t('connect.walletconnect_sheet.copied') : ''}
      </span>
    </div>
  );
}
