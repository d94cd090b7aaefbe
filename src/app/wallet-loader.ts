/** The wallet chunk: wagmi, viem, the wallet connectors, the dialogs and their strings. */
export type WalletChunk = typeof import('./wallet-chunk/wallet-root');

let pending: Promise<WalletChunk> | undefined;
let loaded: WalletChunk | undefined;

/** Imports the wallet chunk once; a failed download is forgotten so the next call tries again. */
export function loadWalletChunk(): Promise<WalletChunk> {
  pending ??= import('./wallet-chunk/wallet-root').then(
    (chunk) => {
      loaded = chunk;
      return chunk;
    },
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

/** The wallet chunk when it has already run (prefetched): it can mount without suspending. */
export function loadedWalletChunk(): WalletChunk | undefined {
  return loaded;
}

/** A prefetch: the chunk, then what its first dialog needs (the wallet config and the wallets' icons). */
export function prefetchWalletChunk(): Promise<void> {
  return loadWalletChunk().then((chunk) => chunk.prepareWallet());
}
