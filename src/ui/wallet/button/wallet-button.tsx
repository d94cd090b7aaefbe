import { useWalletT } from '@/i18n/use-wallet-t';
import { WalletIcon } from '../connect/wallet-icon';
import { WalletButtonRenderer, type WalletButtonRendererProps } from './wallet-button-renderer';
import '../shared/wallet.css';
import './wallet-button.css';

export type { WalletButtonRendererProps } from './wallet-button-renderer';

export interface WalletButtonProps {
  /** A wallet id of the configured list, any letter case; `rainbow` by default. */
  wallet?: string;
  /** The button's words around the wallet's name ("Continue with …", "Use …"); the name alone by default. */
  action?: 'continue_with' | 'use_wallet';
}

/**
 * One wallet's button, as the reference kit's WalletButton (docs/wallet-behaviour.md section 6.1): its icon and
 * name, a spinner and "Connecting…" while it connects directly, a dot while connected through it.
 */
function StyledWalletButton({ wallet, action }: WalletButtonProps) {
  const { t, dir, locale } = useWalletT();
  return (
    <WalletButtonRenderer wallet={wallet}>
      {({ ready, connect, connected, mounted, connector, loading }) => {
        if (!mounted) return null;
        const name = connector.name;
        return (
          <button
            type="button"
            className="wallet-button"
            dir={dir}
            lang={locale}
            data-wallet={connector.id}
            data-connected={connected || undefined}
            onClick={connect}
            disabled={!ready || loading}
            aria-busy={loading || undefined}
          >
            {loading ? (
              <span className="wallet-spinner" aria-hidden="true" />
            ) : (
              <span className="wallet-button__icon" aria-hidden="true">
                <WalletIcon wallet={connector} size={24} />
              </span>
            )}
            <span>
              {loading
                ? t('button.wallet_connecting', { wallet: name })
                : action
                  ? t(`button.${action}`, { wallet: name })
                  : name}
            </span>
            {connected ? (
              <span className="wallet-button__connected">
                <span className="wallet-button__dot" aria-hidden="true" />
                <span className="wallet-sr-only">{t('button.wallet_connected')}</span>
              </span>
            ) : null}
          </button>
        );
      }}
    </WalletButtonRenderer>
  );
}

/** The styled button, with `WalletButton.Custom` for callers that draw their own. */
export const WalletButton: typeof StyledWalletButton & {
  Custom: (props: WalletButtonRendererProps) => ReturnType<typeof WalletButtonRenderer>;
} = Object.assign(StyledWalletButton, { Custom: WalletButtonRenderer });
