import type { WalletOption } from '@/machines/shared/wallet-options';

interface WalletIconProps {
  wallet: Pick<WalletOption, 'name' | 'iconUrl' | 'iconBackground'>;
  size: number;
}

/** A wallet's icon on its own background; the first letter stands in when the icon could not be loaded. */
export function WalletIcon({ wallet, size }: WalletIconProps) {
  const style = { width: size, height: size, background: wallet.iconBackground, borderRadius: size * 0.24 };
  return (
    <span className="cw-icon" style={style}>
      {wallet.iconUrl ? (
        <img src={wallet.iconUrl} alt={wallet.name} width={size} height={size} draggable={false} />
      ) : (
        <span className="cw-icon__letter" role="img" aria-label={wallet.name}>
          {wallet.name.slice(0, 1)}
        </span>
      )}
    </span>
  );
}
