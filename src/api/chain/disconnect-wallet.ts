import { type Config, disconnect } from '@wagmi/core';
import { findWalletConnector } from './wallet-connectors';
import { withWalletErrors } from './wallet-errors';

export interface DisconnectWalletParameters {
  /**
   * A wallet whose connection attempt is still pending (e.g. a QR code nobody scanned): its pairing
   * is abandoned. Without it, the connected wallet is disconnected.
   */
  walletId?: string;
  walletConnectModal?: boolean;
}
export type DisconnectWalletReturnType = undefined;

/** Disconnects the wallet (nothing happens when none is connected). */
export async function disconnectWallet(
  config: Config,
  { walletId, walletConnectModal = false }: DisconnectWalletParameters = {},
): Promise<DisconnectWalletReturnType> {
  await withWalletErrors(async () => {
    const connector = walletId ? findWalletConnector(config, walletId, { walletConnectModal }) : undefined;
    await disconnect(config, connector ? { connector } : {});
  });
  return undefined;
}
