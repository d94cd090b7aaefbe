import { type Address, getAddress } from 'viem';
import { advisoryLeaderLock, inProcessLeaderLock, type LeaderLock } from './leader-lock';
import { type ScanReport, scanPayments, type WatcherLogEntry } from './scan-payments';
import { createChainClient, type TreasuryPayment } from './treasury-payments';
import { type CreditOutcome, type TransactionalSqlClient, watchProgress } from './watch-progress';
import { startWatcherLoop } from './watcher-loop';

export type WatcherDatabase = TransactionalSqlClient & {
  /** Set for PostgreSQL: the watcher takes its leader lock on a session of its own there. */
  connectionString?: string | undefined;
};

export type StartWatcherOptions = {
  db: WatcherDatabase;
  rpcUrl: string;
  chainId: number;
  treasury: Address;
  /** 1 on the local devnet, 3 on BSC (product-rules.md). */
  confirmations: number;
  pollMs: number;
  credit: (payment: TreasuryPayment, chainId: number) => Promise<CreditOutcome>;
  oldestOpenOrderTime?: () => Promise<Date | undefined>;
  log?: (entry: WatcherLogEntry) => void;
  /** Overrides the lock derived from the database (advisory on PostgreSQL, in-process on PGlite). */
  lock?: LeaderLock;
};

export type Watcher = {
  /** One pass now, after any pass in flight; resolves with its report, undefined when another leads. */
  scanNow(): Promise<ScanReport | undefined>;
  stop(): Promise<void>;
};

function defaultLog(entry: WatcherLogEntry) {
  const fields = Object.entries(entry)
    .map(([key, value]) => `${key}=${String(value)}`)
    .join(' ');
  if (entry.event === 'error') console.error(`[watcher] ${fields}`);
  else console.info(`[watcher] ${fields}`);
}

/**
 * Watches the configured chain for payments to the treasury and credits their orders exactly once, after
 * the configured confirmations (security.md 2.4). Only one watcher per database scans at a time.
 */
export function startWatcher(options: StartWatcherOptions): Watcher {
  const treasury = getAddress(options.treasury);
  const client = createChainClient(options.rpcUrl);
  const log = options.log ?? defaultLog;
  const lock =
    options.lock ??
    (options.db.connectionString
      ? advisoryLeaderLock(options.db.connectionString, `${options.chainId}/${treasury}`)
      : inProcessLeaderLock(options.db));
  const progress = watchProgress(options.db, options.chainId, treasury);

  const loop = startWatcherLoop({
    lock,
    pollMs: options.pollMs,
    log,
    preflight: async () => {
      const chainId = await client.getChainId();
      if (chainId !== options.chainId) {
        throw new Error(`the node at ${options.rpcUrl} serves chain ${chainId}, not ${options.chainId}`);
      }
    },
    scan: () =>
      scanPayments({
        client,
        treasury,
        confirmations: options.confirmations,
        progress,
        credit: (payment) => options.credit(payment, options.chainId),
        oldestOpenOrderTime: options.oldestOpenOrderTime ?? (async () => undefined),
        log,
      }),
  });
  return loop;
}
