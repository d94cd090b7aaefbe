import { loadOnce } from './load-once';

/** The wallet chunk: wagmi, viem, the wallet connectors, the dialogs and their strings. */
export type WalletChunk = Pick<typeof import('./wallet-chunk/wallet-root'), 'default' | 'prepareWallet'>;

const walletChunk = loadOnce<WalletChunk>(() =>
  import('./wallet-chunk/wallet-root').then(({ default: root, prepareWallet }) => ({
    default: root,
    prepareWallet,
  })),
);

/** Imports the wallet chunk once; a failed download is forgotten so the next call tries again. */
export const loadWalletChunk = walletChunk.load;

/** The wallet chunk when it has already run (prefetched): it can mount without suspending. */
export const loadedWalletChunk = walletChunk.loaded;

/** A prefetch: the chunk, then what its first dialog needs (the wallet config and the wallets' icons). */
export function prefetchWalletChunk(): Promise<void> {
  return loadWalletChunk().then((chunk) => chunk.prepareWallet());
}
