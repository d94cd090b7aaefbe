import { useWalletT } from '@/i18n/use-wallet-t';
import { ConnectFlowActor } from '@/ui/actors/connect-flow-context';
import { Dialog } from '@/ui/kit/dialog';
import { BackButton } from './back-button';
import { stepOf } from './connect-flow-view';
import type { ConnectLayoutProps } from './desktop-connect';
import { IntroActions } from './intro-panel';
import { MobileGetList } from './mobile-get-list';
import { MobileStatus } from './mobile-status';
import { MobileWalletRow } from './mobile-wallet-row';
import { MobileWalletConnectSheet } from './mobile-walletconnect-sheet';

/**
 * The mobile layout (docs/wallet-behaviour.md, section 2): the wallet row and what a wallet is (the connect
 * flow's NONE), the row and the status of a wallet chosen before opening (CONNECT), WalletConnect's pairing sheet
 * (CONNECT with its URI), or the list of apps to get (GET).
 */
export function MobileConnect({ onClose, learnMoreUrl }: ConnectLayoutProps) {
  const { t, dir, locale } = useWalletT();
  const actor = ConnectFlowActor.useActorRef();
  const step = ConnectFlowActor.useSelector(stepOf);
  const showingGet = step === 'GET';
  const connecting = step === 'CONNECT';
  // Only WalletConnect reaches CONNECT with a pairing URI on a phone; the others open their app from the list.
  const pairingUri = ConnectFlowActor.useSelector((s) => (stepOf(s) === 'CONNECT' ? s.context.qrUri : null));
  const back = () => actor.send({ type: 'user.back' });
  return (
    <Dialog
      open
      onClose={onClose}
      title={
        showingGet
          ? t('connect.get.title')
          : pairingUri
            ? t('connect.status.scan_title_phone')
            : t('connect.title')
      }
      closeLabel={t('aria.close')}
      size="compact"
      dir={dir}
      lang={locale}
      leading={showingGet || pairingUri ? <BackButton onClick={back} /> : null}
      testId="connect-dialog"
    >
      {showingGet ? (
        <MobileGetList />
      ) : pairingUri ? (
        <MobileWalletConnectSheet uri={pairingUri} />
      ) : (
        <div className="cw-mobile">
          <MobileWalletRow />
          {/* While a wallet app is asked, its status takes the intro's place (Get a wallet has no use there). */}
          {connecting ? (
            <MobileStatus />
          ) : (
            <div className="cw-mobile__intro">
              <h3 className="cw-panel__title">{t('connect.intro.title')}</h3>
              <p className="cw-muted">{t('connect.intro.description')}</p>
              <IntroActions learnMoreUrl={learnMoreUrl} />
            </div>
          )}
        </div>
      )}
    </Dialog>
  );
}
