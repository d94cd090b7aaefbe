import type { LeaderLock } from './leader-lock';
import type { ScanReport, WatcherLogEntry } from './scan-payments';

export type WatcherLoop = {
  /** Runs one pass now (after any pass in flight), idle or not, and reports it; undefined when not the leader. */
  scanNow(): Promise<ScanReport | undefined>;
  stop(): Promise<void>;
};

/** Why a pass runs: the loop's tick, or `scanNow()` (which asks for every check afresh). */
export type PassTrigger = 'tick' | 'on-demand';

export type WatcherLoopSettings = {
  lock: LeaderLock;
  /** Checks the node before each pass, before the lock (right chain, reachable); throws to retry on the next tick. */
  preflight: (trigger: PassTrigger) => Promise<void>;
  scan: (trigger: PassTrigger) => Promise<ScanReport>;
  /** The pace: ticks this far apart; a pass at each while a payment is likely. */
  pollMs: number;
  /** While no payment is likely, a pass when the last one is this old; the ticks in between call no node. */
  idlePollMs: number;
  /** Asked at each tick that is not already due for a pass (a database read, never an RPC call). */
  paymentLikely: () => Promise<boolean>;
  /** The clock the idle interval is measured on (ms). */
  now: () => number;
  log: (entry: WatcherLogEntry) => void;
};

/**
 * Polls: every `pollMs`, decide whether a pass is due (behind the head, no pass yet, the last one `idlePollMs`
 * old, or a payment likely: `paymentLikely`); if so, check the node, take or keep the leader lock and, as
 * leader, scan once; when a pass stops short of the head, the next one starts at once. A tick with no pass
 * due calls no node. Passes never overlap; errors (node down, database busy) are logged and the pass is
 * retried at the next tick; `stop()` waits for the pass in flight before freeing the lock.
 */
export function startWatcherLoop(settings: WatcherLoopSettings): WatcherLoop {
  let stopped = false;
  let leader = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  /** When the last pass (or, on an instance not leading, the last check of the lock) ended well. */
  let lastPassAt: number | undefined;
  let behind = false;

  async function pass(trigger: PassTrigger): Promise<ScanReport | undefined> {
    await settings.preflight(trigger);
    // Stopped while the node was asked: never take the lock another watcher may just have freed.
    if (stopped) return undefined;
    const held = await settings.lock.ensure();
    if (held !== leader) settings.log({ event: 'leader', held });
    leader = held;
    const report = held ? await settings.scan(trigger) : undefined;
    lastPassAt = settings.now();
    behind = report !== undefined && !report.caughtUp;
    return report;
  }

  async function due(): Promise<boolean> {
    if (behind || lastPassAt === undefined) return true;
    if (settings.now() - lastPassAt >= settings.idlePollMs) return true;
    return settings.paymentLikely();
  }

  function enqueue(trigger: PassTrigger): Promise<ScanReport | undefined> {
    const run = queue.then(async () => {
      if (stopped) return undefined;
      if (trigger === 'tick' && !(await due())) return undefined;
      return pass(trigger);
    });
    queue = run.catch(() => {});
    return run;
  }

  function schedule(delayMs: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      enqueue('tick').then(
        () => schedule(behind ? 0 : settings.pollMs),
        (error: unknown) => {
          settings.log({ event: 'error', message: error instanceof Error ? error.message : String(error) });
          schedule(settings.pollMs);
        },
      );
    }, delayMs);
  }

  schedule(0);
  return {
    scanNow: () => enqueue('on-demand'),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await queue;
      await settings.lock.release();
    },
  };
}
