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

/**
 * The mobile layout (docs/wallet-behaviour.md, section 2): the wallet row and what a wallet is (the connect
 * flow's NONE, and CONNECT with the status of the wallet app being opened), or the list of apps to get (GET).
 */
export function MobileConnect({ onClose, learnMoreUrl }: ConnectLayoutProps) {
  const { t, dir, locale } = useWalletT();
  const actor = ConnectFlowActor.useActorRef();
  const step = ConnectFlowActor.useSelector(stepOf);
  const showingGet = step === 'GET';
  const connecting = step === 'CONNECT';
  return (
    <Dialog
      open
      onClose={onClose}
      title={showingGet ? t('connect.get.title') : t('connect.title')}
      closeLabel={t('aria.close')}
      size="compact"
      dir={dir}
      lang={locale}
      leading={showingGet ? <BackButton onClick={() => actor.send({ type: 'user.back' })} /> : null}
      testId="connect-dialog"
    >
      {showingGet ? (
        <MobileGetList />
      ) : (
        <div className="cw-mobile">
          <MobileWalletRow />
          {connecting ? <MobileStatus /> : null}
          <div className="cw-mobile__intro">
            <h3 className="cw-panel__title">{t('connect.intro.title')}</h3>
            <p className="cw-muted">{t('connect.intro.description')}</p>
            <IntroActions learnMoreUrl={learnMoreUrl} />
          </div>
        </div>
      )}
    </Dialog>
  );
}
