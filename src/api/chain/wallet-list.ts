import type { Config } from '@wagmi/core';
import { watchWallets } from '@/api/chain/watch-wallets';
import type { WalletOption } from '@/machines/shared/wallet-options';
import { toWalletOption, toWalletOptions } from './to-wallet-option';

/**
 * The connect dialog's wallet list, kept current while the app runs: the configured wallets at once, and each
 * browser wallet as it announces itself (EIP-6963), so the list is ready before the dialog opens.
 */
export function createWalletList(config: Config) {
  const listeners = new Set<() => void>();
  let wallets: WalletOption[] = [];
  // Every entry, the configured wallets a browser wallet shadows included: what wallet buttons and a dialog
  // opened by one work with (the reference kit does not merge the two kinds there).
  let unmerged: WalletOption[] = [];
  let loaded = false;
  const stop = watchWallets(config, {
    onChange: (entries) => {
      wallets = toWalletOptions(entries);
      unmerged = entries.map(toWalletOption);
      loaded = true;
      for (const listener of listeners) listener();
    },
  });
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  return {
    getSnapshot: () => wallets,
    getUnmergedSnapshot: () => unmerged,
    isLoaded: () => loaded,
    subscribe,
    /** Runs `task` once the list has its first reading: at once (in this call) when it has; returns a cancel. */
    whenLoaded(task: () => void): () => void {
      if (loaded) {
        task();
        return () => undefined;
      }
      const unsubscribe = subscribe(() => {
        unsubscribe();
        task();
      });
      return unsubscribe;
    },
    stop() {
      stop();
      listeners.clear();
    },
  };
}

export type WalletList = ReturnType<typeof createWalletList>;
