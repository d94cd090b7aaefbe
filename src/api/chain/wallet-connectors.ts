import type { WalletDetailsParams } from '@rainbow-me/rainbowkit';
import type { Config, Connector } from '@wagmi/core';
import { WalletError } from './wallet-errors';

/** The wallet definition RainbowKit's `connectorsForWallets` attaches to each connector it creates. */
export type WalletDetails = WalletDetailsParams['rkDetails'];
/** A wagmi connector, with `rkDetails` when it comes from the wallet list. */
export type WalletConnector = Connector & { rkDetails?: WalletDetails };

/**
 * Connector types whose provider is a remote-session SDK: WalletConnect opens a relay connection and
 * fetches its remote config, the MetaMask SDK initialises itself. Starting them costs network
 * traffic, so it waits until the user picks such a wallet.
 */
const remoteSessionConnectorTypes = new Set(['walletConnect', 'metaMask']);

export function isRemoteSessionConnector(connector: { type: string }): boolean {
  return remoteSessionConnectorTypes.has(connector.type);
}

/** Wallets announced by the browser (EIP-6963), found by wagmi's discovery: id = rdns, icon = data URL. */
export function isDiscoveredConnector(connector: WalletConnector): boolean {
  return (
    !connector.rkDetails?.isRainbowKitConnector &&
    typeof connector.icon === 'string' &&
    connector.icon.startsWith('data:image') &&
    Boolean(connector.uid) &&
    Boolean(connector.name)
  );
}

/**
 * The wallet id the product uses: RainbowKit's wallet id (`okx`, `metaMask`, …) for wallet-list
 * connectors, whose wagmi id is `walletConnect` for every WalletConnect-backed wallet; the wagmi id
 * (the rdns) for discovered ones.
 */
export function walletIdOf(connector: WalletConnector): string {
  return connector.rkDetails?.id ?? connector.id;
}

export interface FindWalletConnectorOptions {
  /** The walletConnect wallet's second connector, which opens WalletConnect's own modal. */
  walletConnectModal?: boolean;
}

/** The connector behind a wallet id, or a `wallet_not_found` WalletError. */
export function findWalletConnector(
  config: Config,
  walletId: string,
  { walletConnectModal = false }: FindWalletConnectorOptions = {},
): WalletConnector {
  const connectors = config.connectors as readonly WalletConnector[];
  const found = connectors.find((connector) => {
    if (walletIdOf(connector) !== walletId) return false;
    return Boolean(connector.rkDetails?.isWalletConnectModalConnector) === walletConnectModal;
  });
  if (!found) throw new WalletError('wallet_not_found', { message: `No connector for wallet ${walletId}` });
  return found;
}
