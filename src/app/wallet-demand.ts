import { browserIdle, type ScheduleIdle } from './browser-idle';

/** A page whose main action is Connect Wallet fetches and starts the wallet by then, busy or not. */
const IDLE_PREFETCH_TIMEOUT_MS = 2_000;

/**
 * When the wallet chunk is wanted: the visitor showed intent (pointer, touch or focus on a wallet button: fetch it
 * early), the page's main action is Connect Wallet (fetch and start it once the browser is idle), or asked for it
 * (a click, or a route that needs it: mount it). The click itself goes to the connect-clicks actor, which keeps it
 * for the wallet system. Framework-free; the app area reads it with useSyncExternalStore.
 */
export function createWalletDemand(load: () => Promise<unknown>, scheduleIdle: ScheduleIdle = browserIdle) {
  const listeners = new Set<() => void>();
  let requested = false;
  const request = () => {
    if (requested) return;
    requested = true;
    for (const listener of listeners) listener();
  };
  return {
    /** Starts downloading the chunk; nothing mounts yet. */
    prefetch() {
      load().catch(() => undefined);
    },
    /**
     * Fetches the chunk when the browser is idle and then starts the wallet, if `canStart()` still holds then (so
     * a first Connect press has nothing left to wait for); the returned function cancels what has not happened.
     */
    startWhenIdle(canStart: () => boolean): () => void {
      let cancelled = false;
      const cancelIdle = scheduleIdle(() => {
        load().then(
          () => {
            if (!cancelled && canStart()) request();
          },
          () => undefined,
        );
      }, IDLE_PREFETCH_TIMEOUT_MS);
      return () => {
        cancelled = true;
        cancelIdle();
      };
    },
    request,
    isRequested: () => requested,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type WalletDemand = ReturnType<typeof createWalletDemand>;
