/** The wallet chunk: wagmi, viem, the wallet connectors, the dialogs and their strings. */
export type WalletChunk = typeof import('./wallet-chunk/wallet-root');

let pending: Promise<WalletChunk> | undefined;

/** Imports the wallet chunk once; a failed download is forgotten so the next call tries again. */
export function loadWalletChunk(): Promise<WalletChunk> {
  pending ??= import('./wallet-chunk/wallet-root').catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}
