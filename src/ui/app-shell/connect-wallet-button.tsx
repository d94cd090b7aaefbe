import { useTranslation } from 'react-i18next';
import { ConnectionActor } from '@/ui/actors/connection-context';
import '@/ui/wallet/button/wallet-button.css';

/**
 * Connect Wallet (the premium.wallet key) for pages that invite the visitor in: opens the connect modal, or the
 * sign-in modal when the wallet is connected but not signed in; gone once connected.
 */
export function ConnectWalletButton() {
  const { t } = useTranslation('common');
  const connected = ConnectionActor.useSelector((snapshot) => snapshot.hasTag('connected'));
  const canOpen = ConnectionActor.useSelector((snapshot) => snapshot.can({ type: 'user.openConnectModal' }));
  const connection = ConnectionActor.useActorRef();
  if (connected) return null;
  return (
    <button
      type="button"
      className="wallet-cta"
      disabled={!canOpen}
      aria-haspopup="dialog"
      onClick={() => connection.send({ type: 'user.openConnectModal' })}
    >
      {t('premium.wallet')}
    </button>
  );
}

export interface ConnectWalletPlaceholderProps {
  /** The visitor is about to click (hover, focus): fetch the wallet early. */
  onIntent: () => void;
  onActivate: () => void;
  /** `chip` in the header, `cta` on a page. */
  variant: 'chip' | 'cta';
}

/** Connect Wallet before the wallet has loaded: the same look, and the click is kept until the wallet runs. */
export function ConnectWalletPlaceholder({ onIntent, onActivate, variant }: ConnectWalletPlaceholderProps) {
  const { t } = useTranslation('common');
  return (
    <button
      type="button"
      className={variant === 'chip' ? 'wallet-chip wallet-chip--primary' : 'wallet-cta'}
      aria-haspopup="dialog"
      onPointerEnter={onIntent}
      onFocus={onIntent}
      onClick={onActivate}
    >
      {t('premium.wallet')}
    </button>
  );
}
