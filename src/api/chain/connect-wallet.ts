import { type Config, connect, getAccount } from '@wagmi/core';
import type { Address } from 'viem';
import {
  findWalletConnector,
  isRemoteSessionConnector,
  type WalletConnector,
  walletIdOf,
} from './wallet-connectors';
import { withWalletErrors } from './wallet-errors';
import { subscribeToConnectUri, type WalletUris } from './watch-connect-uri';

export interface ConnectWalletParameters {
  /** RainbowKit wallet id (`okx`, `metaMask`, …) or the rdns of an announced wallet. */
  walletId: string;
  /** The chain to connect on; by default the wallet's current chain when the app supports it, else the app's first chain. */
  chainId?: number;
  /** Connect through WalletConnect's own modal (the walletConnect wallet's "OPEN"). */
  walletConnectModal?: boolean;
  /** Receives the pairing URI of WalletConnect-style wallets as soon as it exists (QR code, deep link). */
  onUri?: (uris: WalletUris) => void;
}
export interface ConnectWalletReturnType {
  address: Address;
  chainId: number;
  walletId: string;
}

async function walletChainIfSupported(
  config: Config,
  connector: WalletConnector,
): Promise<number | undefined> {
  // Asking a remote-session wallet would start its SDK before `connect`; its default is the first chain anyway.
  if (isRemoteSessionConnector(connector)) return undefined;
  const chainId = await connector.getChainId().catch(() => undefined);
  return config.chains.some((chain) => chain.id === chainId) ? chainId : undefined;
}

/**
 * Connects the chosen wallet. Resolves with the first account and the chain; a user rejection
 * rejects with code `user_rejected` (quiet). Choosing the wallet that is already connected
 * resolves with the current account instead of failing.
 */
export async function connectWallet(
  config: Config,
  { walletId, chainId, walletConnectModal = false, onUri }: ConnectWalletParameters,
): Promise<ConnectWalletReturnType> {
  return withWalletErrors(async () => {
    const connector = findWalletConnector(config, walletId, { walletConnectModal });
    const current = getAccount(config);
    if (current.status === 'connected' && current.connector.uid === connector.uid) {
      return { address: current.address, chainId: current.chainId, walletId: walletIdOf(connector) };
    }
    const targetChainId = chainId ?? (await walletChainIfSupported(config, connector)) ?? config.chains[0].id;
    const unsubscribe = onUri ? subscribeToConnectUri(connector, onUri) : undefined;
    try {
      const result = await connect(config, { connector, chainId: targetChainId });
      const [address] = result.accounts;
      if (!address) throw new Error('The wallet connected without an account');
      return { address, chainId: result.chainId, walletId: walletIdOf(connector) };
    } finally {
      unsubscribe?.();
    }
  });
}
