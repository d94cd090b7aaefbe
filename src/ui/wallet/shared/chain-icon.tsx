import type { CSSProperties } from 'react';
import type { WalletChainView } from '../wallet-view-data';
import './wallet.css';

/** A chain's round icon on its colour; decorative, since the chain's name is always written next to it. */
export function ChainIcon({ chain, size }: { chain: WalletChainView; size?: number }) {
  // Without a size, the surrounding stylesheet sets --icon-size (e.g. larger on narrow screens).
  const style = {
    background: chain.iconBackground,
    ...(size ? { '--icon-size': `${size}px` } : {}),
  } as CSSProperties;
  return <img className="wallet-chain-icon" style={style} src={chain.iconUrl} alt="" aria-hidden="true" />;
}
