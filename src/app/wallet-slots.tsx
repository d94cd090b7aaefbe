import { type ComponentType, createContext, useContext } from 'react';
import { ConnectWalletPlaceholder } from '@/ui/app-shell/connect-wallet-button';
import type { WalletDemand } from './wallet-demand';

/** The wallet's controls, handed up by the wallet chunk once it runs (so the app area never imports it). */
export interface WalletParts {
  /** The header's Connect Wallet / Sign in / chain and account control. */
  HeaderControl: ComponentType;
  /** The page call to action: Connect Wallet or Sign in. */
  ConnectCta: ComponentType;
  /** Connect Wallet with the premium.wallet key. */
  ConnectWallet: ComponentType;
}

export const WalletPartsContext = createContext<WalletParts | null>(null);
export const WalletDemandContext = createContext<WalletDemand | null>(null);

function useDemand(): WalletDemand {
  const demand = useContext(WalletDemandContext);
  if (!demand) throw new Error('Wallet slots need <WalletDemandContext> from the app area');
  return demand;
}

function Placeholder({ variant }: { variant: 'chip' | 'cta' }) {
  const demand = useDemand();
  return (
    <ConnectWalletPlaceholder
      variant={variant}
      onIntent={demand.prefetch}
      onActivate={() => demand.request({ openConnect: true })}
    />
  );
}

/** The header's wallet control: a stand-in Connect Wallet until the wallet chunk runs. */
export function HeaderWalletSlot() {
  const parts = useContext(WalletPartsContext);
  return parts ? <parts.HeaderControl /> : <Placeholder variant="chip" />;
}

/** A page's Connect Wallet / Sign in. */
export function ConnectCtaSlot() {
  const parts = useContext(WalletPartsContext);
  return parts ? <parts.ConnectCta /> : <Placeholder variant="cta" />;
}

/** A page's Connect Wallet (premium.wallet). */
export function ConnectWalletSlot() {
  const parts = useContext(WalletPartsContext);
  return parts ? <parts.ConnectWallet /> : <Placeholder variant="cta" />;
}
