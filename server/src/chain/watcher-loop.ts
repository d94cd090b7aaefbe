import type { LeaderLock } from './leader-lock';
import type { ScanReport, WatcherLogEntry } from './scan-payments';

export type WatcherLoop = {
  /** Runs one pass now (after any pass in flight) and reports it; undefined when not the leader. */
  scanNow(): Promise<ScanReport | undefined>;
  stop(): Promise<void>;
};

export type WatcherLoopSettings = {
  lock: LeaderLock;
  /** Checks the node at every tick, before the lock (right chain, reachable); throws to retry on the next. */
  preflight: () => Promise<void>;
  scan: () => Promise<ScanReport>;
  pollMs: number;
  log: (entry: WatcherLogEntry) => void;
};

/**
 * Polls: every `pollMs`, take or keep the leader lock and, as leader, scan once; when a pass stops short
 * of the head, the next one starts at once. Passes never overlap, errors (node down, database busy) are
 * logged and retried on the next tick, and `stop()` waits for the pass in flight before freeing the lock.
 */
export function startWatcherLoop(settings: WatcherLoopSettings): WatcherLoop {
  let stopped = false;
  let leader = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let queue: Promise<unknown> = Promise.resolve();

  async function pass(): Promise<ScanReport | undefined> {
    await settings.preflight();
    // Stopped while the node was asked: never take the lock another watcher may just have freed.
    if (stopped) return undefined;
    const held = await settings.lock.ensure();
    if (held !== leader) settings.log({ event: 'leader', held });
    leader = held;
    if (!held) return undefined;
    return settings.scan();
  }

  function enqueue(): Promise<ScanReport | undefined> {
    const run = queue.then(() => (stopped ? undefined : pass()));
    queue = run.catch(() => {});
    return run;
  }

  function schedule(delayMs: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      enqueue().then(
        (report) => schedule(report && !report.caughtUp ? 0 : settings.pollMs),
        (error: unknown) => {
          settings.log({ event: 'error', message: error instanceof Error ? error.message : String(error) });
          schedule(settings.pollMs);
        },
      );
    }, delayMs);
  }

  schedule(0);
  return {
    scanNow: enqueue,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await queue;
      await settings.lock.release();
    },
  };
}
