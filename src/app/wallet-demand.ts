import { browserIdle, type ScheduleIdle } from './browser-idle';

/** A page whose main action is Connect Wallet fetches and starts the wallet by then, busy or not. */
const IDLE_PREFETCH_TIMEOUT_MS = 2_000;

/**
 * When the wallet chunk is wanted: the visitor showed intent (pointer, touch or focus on a wallet button: fetch it
 * early), the page's main action is Connect Wallet (fetch and start it once the browser is idle), or asked for it
 * (a click, or a route that needs it: mount it), and every Connect Wallet click the page takes, which the running
 * wallet system takes in turn (its `followConnectClicks`). Framework-free; the app area reads it with
 * useSyncExternalStore.
 */
export function createWalletDemand(load: () => Promise<unknown>, scheduleIdle: ScheduleIdle = browserIdle) {
  const listeners = new Set<() => void>();
  let requested = false;
  let openConnect = false;
  const request = ({ openConnect: open = false }: { openConnect?: boolean } = {}) => {
    const news = !requested || (open && !openConnect);
    openConnect ||= open;
    requested = true;
    if (news) for (const listener of listeners) listener();
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
    /** Takes the Connect Wallet click waiting to be answered, if there is one: each click is taken once. */
    takeOpenConnect(): boolean {
      const waiting = openConnect;
      openConnect = false;
      return waiting;
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
