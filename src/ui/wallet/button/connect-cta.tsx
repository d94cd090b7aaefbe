import { useWalletT } from '@/i18n/use-wallet-t';
import type { WalletOption } from '@/machines/shared/wallet-options';
import { ConnectionActor } from '@/ui/actors/connection-context';
import { focusHeir } from '@/ui/kit/focus-return';
import { WalletIcon } from '../connect/wallet-icon';
import { connectionStatusOf } from './connection-view';
import './connect-button.css';

export type LastWallet = Pick<WalletOption, 'id' | 'name' | 'iconUrl' | 'iconBackground'>;

interface ConnectCtaProps {
  /** The wallet used last, if it can connect here: offered as "Continue with" beside Connect Wallet. */
  lastWallet?: LastWallet | null;
}

/**
 * A call to action for pages that need a signed-in visitor: Connect Wallet when no wallet is connected, Sign in
 * when one is but the session is not. It opens whichever modal the status calls for (connect or sign-in);
 * "Continue with" opens the connect dialog on the last wallet, compact, already connecting it.
 */
export function ConnectCta({ lastWallet = null }: ConnectCtaProps) {
  const { t, dir, locale } = useWalletT();
  const status = ConnectionActor.useSelector(connectionStatusOf);
  const canOpen = ConnectionActor.useSelector((snapshot) => snapshot.can({ type: 'user.openConnectModal' }));
  const connection = ConnectionActor.useActorRef();
  if (status !== 'disconnected' && status !== 'unauthenticated') return null;
  const cta = (
    <button
      type="button"
      className="wallet-cta"
      dir={dir}
      lang={locale}
      onClick={() => connection.send({ type: 'user.openConnectModal' })}
      disabled={!canOpen}
      aria-haspopup="dialog"
      data-focus-heir={focusHeir.pageWallet}
    >
      {status === 'disconnected' ? t('button.connect') : t('button.sign_in')}
    </button>
  );
  if (status !== 'disconnected' || !lastWallet) return cta;
  return (
    <span className="wallet-cta-group" dir={dir} lang={locale}>
      {cta}
      <button
        type="button"
        className="wallet-cta wallet-cta--secondary"
        onClick={() => connection.send({ type: 'user.openConnectModal', walletId: lastWallet.id })}
        disabled={!canOpen}
        aria-haspopup="dialog"
      >
        <span aria-hidden="true" className="wallet-cta__icon">
          <WalletIcon wallet={lastWallet} size={24} />
        </span>
        {t('button.continue_with', { wallet: lastWallet.name })}
      </button>
    </span>
  );
}
