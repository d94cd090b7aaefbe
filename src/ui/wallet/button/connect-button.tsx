import { useWalletT } from '@/i18n/use-wallet-t';
import { ConnectionActor } from '@/ui/actors/connection-context';
import { focusHeir } from '@/ui/kit/focus-return';
import { AccountChip } from './account-chip';
import { ChainChip } from './chain-chip';
import { connectionStatusOf, isOnConfiguredChain } from './connection-view';
import { OpenerButton } from './opener-button';
import '../shared/wallet.css';
import './connect-button.css';

/**
 * The app header's wallet control: Connect Wallet when disconnected, Sign in when the wallet is connected but the
 * session is not, Wrong network on an unconfigured chain, else the chain and account chips.
 */
export function ConnectButton() {
  const { t, dir, locale } = useWalletT();
  const status = ConnectionActor.useSelector(connectionStatusOf);
  const onConfiguredChain = ConnectionActor.useSelector(isOnConfiguredChain);
  return (
    <div
      className="connect-button"
      dir={dir}
      lang={locale}
      data-status={status}
      data-focus-heir={focusHeir.headerWallet}
    >
      {status === 'loading' ? (
        <span className="wallet-chip wallet-chip--loading" role="status" aria-label={t('aria.loading')}>
          {/* As wide as Connect Wallet, which it stands between (the stand-in before it, mostly the button after). */}
          <span className="wallet-chip__sizer" aria-hidden="true">
            {t('button.connect')}
          </span>
          <span className="wallet-spinner" aria-hidden="true" />
        </span>
      ) : null}
      {status === 'disconnected' ? (
        <OpenerButton event="user.openConnectModal" modalTag="connectModalOpen" variant="primary">
          {t('button.connect')}
        </OpenerButton>
      ) : null}
      {status === 'unauthenticated' ? (
        <OpenerButton event="user.openSignInModal" modalTag="signInModalOpen" variant="primary">
          {t('button.sign_in')}
        </OpenerButton>
      ) : null}
      {status === 'connected' && !onConfiguredChain ? (
        <OpenerButton event="user.openChainModal" modalTag="chainModalOpen" variant="danger">
          <WarningDot />
          {t('button.wrong_network')}
        </OpenerButton>
      ) : null}
      {status === 'connected' && onConfiguredChain ? (
        <>
          <ChainChip />
          <AccountChip />
        </>
      ) : null}
    </div>
  );
}

function WarningDot() {
  return <span className="wallet-chip__warning" aria-hidden="true" />;
}
