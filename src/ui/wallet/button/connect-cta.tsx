import { useWalletT } from '@/i18n/use-wallet-t';
import { ConnectionActor } from '@/ui/actors/connection-context';
import { connectionStatusOf } from './connection-view';
import './wallet-button.css';

/**
 * A call to action for pages that need a signed-in visitor: Connect Wallet when no wallet is connected, Sign in
 * when one is but the session is not. It opens whichever modal the status calls for (connect or sign-in).
 */
export function ConnectCta() {
  const { t, dir, locale } = useWalletT();
  const status = ConnectionActor.useSelector(connectionStatusOf);
  const canOpen = ConnectionActor.useSelector((snapshot) => snapshot.can({ type: 'user.openConnectModal' }));
  const connection = ConnectionActor.useActorRef();
  if (status !== 'disconnected' && status !== 'unauthenticated') return null;
  return (
    <button
      type="button"
      className="wallet-cta"
      dir={dir}
      lang={locale}
      onClick={() => connection.send({ type: 'user.openConnectModal' })}
      disabled={!canOpen}
      aria-haspopup="dialog"
    >
      {status === 'disconnected' ? t('button.connect') : t('button.sign_in')}
    </button>
  );
}
