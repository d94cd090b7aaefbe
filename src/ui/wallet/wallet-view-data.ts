import { createContext, useContext } from 'react';
import type { ChainEntry } from '@/config/chain-metadata';

/** A chain as the dialogs and the button show it (a slice of the config's ChainEntry). */
export type WalletChainView = Pick<
  ChainEntry,
  'id' | 'name' | 'iconUrl' | 'iconBackground' | 'blockExplorerUrl'
>;

/** A token amount exactly as the chain reports it: an integer of base units, never a float. */
export interface WalletBalanceView {
  /** Base units as a decimal string, e.g. "1234500000000000000". */
  units: string;
  decimals: number;
  symbol: string;
}

export interface WalletAccountView {
  /** The connected address, checksummed as the wallet reports it. */
  address: string;
  /** The account's resolved name (ENS or the name service), when it has one. */
  displayName: string | null;
  /** The name's avatar image, when there is one; otherwise an emoji avatar is drawn from the address. */
  avatarUrl: string | null;
  /** The native balance on the current chain; null while unknown (the balance line is then left out). */
  balance: WalletBalanceView | null;
}

/**
 * Account data no statechart owns, supplied by the composition root from the wallet watchers. The machines own
 * status, modals and flows; this is what the views need to draw them.
 */
export interface WalletViewData {
  /** Shown in the sign-in description and the empty transaction list. */
  appName: string;
  /** The connected account, or null when no wallet is connected. */
  account: WalletAccountView | null;
  /** The wallet's current chain (possibly one the app does not support), or null before it reports one. */
  currentChain: WalletChainView | null;
  /** The configured chains, in the order the network modal lists them. */
  chains: readonly WalletChainView[];
}

export const WalletViewDataContext = createContext<WalletViewData | null>(null);

/** The account data the composition root supplies; throws when a view is rendered outside its provider. */
export function useWalletViewData(): WalletViewData {
  const data = useContext(WalletViewDataContext);
  if (!data) throw new Error('Wallet views need <WalletViewDataContext value={…}> from the composition root');
  return data;
}
