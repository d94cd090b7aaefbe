import type { Config } from '@wagmi/core';
import { fromPromise } from 'xstate';
import { connectWallet } from '@/api/chain/connect-wallet';
import { findWalletConnector } from '@/api/chain/wallet-connectors';
import { subscribeToConnectUri } from '@/api/chain/watch-connect-uri';
import {
  type ConnectWalletInput,
  type ConnectWalletOutput,
  connectAttemptMachine,
  type GetQrUriInput,
  type GetQrUriOutput,
} from '@/machines/connect-attempt.machine';

/**
 * Resolves with what the wallet's QR code shows, once its connector announces the pairing URI (the machine starts
 * this before the connection, so the listener is in place), or with null at once for a wallet without a QR code.
 * Stopping the actor (the attempt ended) removes the listener.
 */
export function waitForQrUri(config: Config, { walletId }: GetQrUriInput, signal: AbortSignal) {
  const connector = findWalletConnector(config, walletId);
  if (!connector.rkDetails?.qrCode?.getUri) return Promise.resolve<GetQrUriOutput>(null);
  return new Promise<GetQrUriOutput>((resolve) => {
    const unsubscribe = subscribeToConnectUri(connector, (uris) => {
      unsubscribe();
      resolve(uris.qrCodeUri ?? uris.uri);
    });
    signal.addEventListener('abort', unsubscribe, { once: true });
  });
}

/** One connection attempt with the real wallet: its QR URI and the connection itself. */
export function createConnectAttemptLogic(config: Config) {
  return connectAttemptMachine.provide({
    actors: {
      getQrUri: fromPromise<GetQrUriOutput, GetQrUriInput>(({ input, signal }) =>
        waitForQrUri(config, input, signal),
      ),
      connectWallet: fromPromise<ConnectWalletOutput, ConnectWalletInput>(async ({ input }) => {
        const { address, chainId } = await connectWallet(config, { walletId: input.walletId });
        return { address, chainId };
      }),
    },
  });
}

export type ConnectAttemptLogic = ReturnType<typeof createConnectAttemptLogic>;
