/**
 * When the wallet chunk is wanted: the visitor showed intent (hover or focus of a wallet button: fetch it early),
 * asked for it (a click, or a route that needs it: mount it), perhaps with the connect modal to open as soon as
 * it runs. Framework-free; the app area reads it with useSyncExternalStore.
 */
export function createWalletDemand(load: () => Promise<unknown>) {
  const listeners = new Set<() => void>();
  let requested = false;
  let openConnect = false;
  return {
    /** Starts downloading the chunk; nothing mounts yet. */
    prefetch() {
      load().catch(() => undefined);
    },
    request({ openConnect: open = false }: { openConnect?: boolean } = {}) {
      openConnect ||= open;
      if (requested) return;
      requested = true;
      for (const listener of listeners) listener();
    },
    isRequested: () => requested,
    /** A Connect Wallet click is waiting for the wallet to run. */
    wantsOpenConnect: () => openConnect,
    /** The click has been answered (the modal opened, or there was nothing to open). */
    clearOpenConnect() {
      openConnect = false;
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type WalletDemand = ReturnType<typeof createWalletDemand>;
