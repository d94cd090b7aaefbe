import { type Config, reconnect } from '@wagmi/core';
import { isRemoteSessionConnector } from './wallet-connectors';
import { withWalletErrors } from './wallet-errors';
import { readWalletAccount, type WalletAccount } from './watch-account';

export type ReconnectWalletReturnType = WalletAccount;

async function readRecentConnectorId(config: Config): Promise<string | null> {
  try {
    return (await config.storage?.getItem('recentConnectorId')) ?? null;
  } catch {
    // Unreadable storage means nothing to restore.
    return null;
  }
}

/**
 * Restores the previous session on page load, like wagmi's `reconnect`, with one difference:
 * WalletConnect and MetaMask SDK connectors are only tried when one of them was used last, so a
 * visitor who never chose them causes no traffic to their services. Installed (injected) wallets
 * the site is already authorised for reconnect as usual.
 */
export async function reconnectWallet(config: Config): Promise<ReconnectWalletReturnType> {
  return withWalletErrors(async () => {
    const recentConnectorId = await readRecentConnectorId(config);
    const connectors = config.connectors.filter(
      (connector) => !isRemoteSessionConnector(connector) || connector.id === recentConnectorId,
    );
    if (connectors.length) await reconnect(config, { connectors });
    return readWalletAccount(config);
  });
}
