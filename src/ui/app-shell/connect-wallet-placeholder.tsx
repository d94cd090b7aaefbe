import { useTranslation } from 'react-i18next';
import { focusHeir, keepOpener } from '@/ui/kit/focus-return';
import '@/ui/wallet/button/connect-button.css';

export interface ConnectWalletPlaceholderProps {
  /** The visitor is about to click (pointer, touch, focus): fetch the wallet early. */
  onIntent: () => void;
  onActivate: () => void;
  /** `chip` in the header, `cta` on a page. */
  variant: 'chip' | 'cta';
}

/**
 * Connect Wallet (the premium.wallet key) before the wallet has loaded: the look of the wallet's own button, and
 * the click is kept until the wallet runs. The wallet's own control is its focus heir.
 */
export function ConnectWalletPlaceholder({ onIntent, onActivate, variant }: ConnectWalletPlaceholderProps) {
  const { t } = useTranslation('common');
  return (
    <button
      type="button"
      className={variant === 'chip' ? 'wallet-chip wallet-chip--primary' : 'wallet-cta'}
      aria-haspopup="dialog"
      data-focus-heir={variant === 'chip' ? focusHeir.headerWallet : focusHeir.pageWallet}
      onPointerEnter={onIntent}
      onTouchStart={onIntent}
      onFocus={onIntent}
      onClick={(event) => {
        keepOpener(event.currentTarget);
        onActivate();
      }}
    >
      {t('premium.wallet')}
    </button>
  );
}
