import { type Config, watchConnectors } from '@wagmi/core';
import { type GetWalletEntriesParameters, getWalletEntries, type WalletEntry } from './wallet-metadata';

export interface WatchWalletsParameters extends GetWalletEntriesParameters {
  /** Called with the whole list at start and again whenever a wallet announces itself (EIP-6963). */
  onChange: (wallets: WalletEntry[]) => void;
}
export type WatchWalletsReturnType = () => void;

/** The wallet list, kept current as browser wallets announce themselves after page load. */
export function watchWallets(
  config: Config,
  { onChange, ...options }: WatchWalletsParameters,
): WatchWalletsReturnType {
  let latest = 0;
  let stopped = false;
  const publish = () => {
    // Icons resolve asynchronously: only the newest reading may be reported.
    const reading = ++latest;
    void getWalletEntries(config, options).then((wallets) => {
      if (!stopped && reading === latest) onChange(wallets);
    });
  };
  publish();
  const unwatch = watchConnectors(config, { onChange: publish });
  return () => {
    stopped = true;
    unwatch();
  };
}
