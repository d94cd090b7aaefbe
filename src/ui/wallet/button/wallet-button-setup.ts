import { createContext } from 'react';
import type { WalletOption } from '@/machines/shared/wallet-options';
import type { walletButtonMachine } from '@/machines/wallet-button/wallet-button.machine';

/** What the composition root gives every wallet button: the chart with its effects, the wallets, the layout. */
export interface WalletButtonSetup {
  /** The wallet-button chart provided with the real connect, wallet watcher, storage and dialog opener. */
  logic: typeof walletButtonMachine;
  /** Every wallet entry, configured wallets that a browser wallet shadows included. */
  wallets: readonly WalletOption[];
  /** A phone (by user agent): every button opens the connect dialog. */
  mobile: boolean;
}

export const WalletButtonSetupContext = createContext<WalletButtonSetup | null>(null);
