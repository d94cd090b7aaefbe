import { type Config, getAccount } from '@wagmi/core';
import type {
  ConnectWalletInput,
  GetQrUriInput,
  GetQrUriOutput,
} from '@/machines/connect-attempt/connect-attempt.machine';
import { connectWallet } from './connect-wallet';
import { disconnectWallet } from './disconnect-wallet';
import { findWalletConnector } from './wallet-connectors';
import { subscribeToConnectUri } from './watch-connect-uri';

/**
 * Resolves with what the wallet's QR code shows (or, on a phone, the deep link to its app), once its connector announces the pairing URI (the machine starts
 * this before the connection, so the listener is in place), or with null at once for a wallet without a QR code.
 * Stopping the actor (the attempt ended) removes the listener.
 */
export function waitForQrUri(
  config: Config,
  { walletId, walletConnectModal, uriFor = 'qrCode' }: GetQrUriInput,
  signal: AbortSignal,
) {
  // WalletConnect's own modal shows the code itself.
  if (walletConnectModal) return Promise.resolve<GetQrUriOutput>(null);
  const connector = findWalletConnector(config, walletId);
  // On a phone the wallet's app deep link, where it has one; otherwise what its QR code shows.
  if (!connector.rkDetails?.[uriFor]?.getUri) return Promise.resolve<GetQrUriOutput>(null);
  return new Promise<GetQrUriOutput>((resolve) => {
    const unsubscribe = subscribeToConnectUri(connector, (uris) => {
      unsubscribe();
      resolve(uriFor === 'mobile' ? (uris.mobileUri ?? null) : (uris.qrCodeUri ?? uris.uri));
    });
    signal.addEventListener('abort', unsubscribe, { once: true });
  });
}

/**
 * Connects as the attempt asks. An attempt given up while wagmi is still connecting (the dialog closed, another
 * wallet chosen, or the hand-off to WalletConnect's modal) abandons that pending pairing, as the reference
 * kit's close handler does; a connection that already went through is left alone.
 */
export async function connectForAttempt(config: Config, input: ConnectWalletInput, signal: AbortSignal) {
  const abandon = () => {
    if (getAccount(config).status === 'connecting') disconnectWallet(config, input).catch(() => undefined);
  };
  signal.addEventListener('abort', abandon, { once: true });
  try {
    const { address, chainId } = await connectWallet(config, input);
    return { address, chainId };
  } finally {
    signal.removeEventListener('abort', abandon);
  }
}
