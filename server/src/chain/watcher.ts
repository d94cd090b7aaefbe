import { type Address, getAddress } from 'viem';
import type { Database } from '../db/database';
import { creditPaidOrder } from '../ledger/credit-paid-order';
import { defaultLedgerRules, type LedgerRules } from '../ledger/rules';
import { type ChainMonitor, type ChainStatus, chainMonitor, wrongChainMessage } from './chain-monitor';
import { createChainClient } from './chain-reads';
import type { AvailabilityRetry } from './chain-rules';
import { advisoryLeaderLock, inProcessLeaderLock, type LeaderLock } from './leader-lock';
import { oldestOpenOrderTime, paymentLikely } from './open-orders';
import type { BlockRange, ContractPayment } from './payment-logs';
import type { RpcFailure, RpcRetrySettings } from './rpc-transport';
import {
  DEFAULT_MAX_BLOCK_RANGE,
  type Finality,
  type ScanReport,
  scanPayments,
  type WatcherLogEntry,
} from './scan-payments';
import {
  type CreditOutcome,
  DEFAULT_REORG_WINDOW,
  type WatchProgress,
  watchProgress,
} from './watch-progress';
import { type PassTrigger, startWatcherLoop } from './watcher-loop';

export type StartWatcherOptions = {
  db: Database;
  rpcUrl: string;
  chainId: number;
  /** The payment contract (DGridPayments) whose `Paid` events pay orders: orders' `payTo`. */
  paymentsContract: Address;
  /** 1 on the local devnet, 3 on BSC. */
  confirmations: number;
  /** See ScanSettings.finality: on by default outside the devnet (server/src/env.ts). */
  finality?: Finality;
  pollMs: number;
  /**
   * While no order awaits payment (nor was settled or expired in the last 15 minutes: open-orders.ts), a
   * pass at most this often, and no RPC call in between (WATCHER_IDLE_POLL_SECONDS; DEFAULT_IDLE_POLL_MS).
   */
  idlePollMs?: number;
  /** PostgreSQL: the database's URL, on which the watcher opens its own session for the leader lock. */
  databaseUrl?: string | undefined;
  /** The ledger's rules (the payment grace period among them); the defaults otherwise. */
  rules?: LedgerRules;
  now?: () => Date;
  log?: (entry: WatcherLogEntry) => void;
  /** Overrides the lock derived from the database (advisory on PostgreSQL, in-process on PGlite). */
  lock?: LeaderLock;
  /** Overrides how a payment is credited (creditPaidOrder on `db`). */
  credit?: (payment: ContractPayment) => Promise<CreditOutcome>;
  /** Timeout, attempts and backoff of each RPC call (rpc-transport.ts has the defaults). */
  rpc?: Omit<RpcRetrySettings, 'onRpcError'>;
  /** Blocks of recent hashes kept to find where a reorganised chain parts from the one scanned. */
  reorgWindow?: number;
  /**
   * Most blocks one eth_getLogs asks for, one range a pass (WATCHER_MAX_BLOCK_RANGE, 5,000 by default);
   * halved for the rest of the process when the provider refuses a range as too large.
   */
  maxBlockRange?: number;
  /** Reads of a block seen before that the node answers `null` for (chain-rules.ts has the defaults). */
  availability?: AvailabilityRetry;
  /** Counters for metrics: every failed RPC attempt (retried or not); never a reorganisation by itself. */
  onRpcError?: (failure: RpcFailure) => void;
  /** After every pass: confirmed blocks not yet judged (0 when caught up). */
  onLag?: (blocks: bigint) => void;
  /** Every rewind after a reorganisation: the cursor moved from `from` back to `to`. */
  onReorg?: (rewind: { from: bigint; to: bigint }) => void;
};

export type Watcher = {
  /** One pass now, after any pass in flight; resolves with its report, undefined when another leads. */
  scanNow(): Promise<ScanReport | undefined>;
  stop(): Promise<void>;
  /** The node's chain id and head as read at the watcher's last tick (what /health reports). */
  chain: ChainMonitor;
};

/** A reading older than this means the watcher stopped reading (a pass of many blocks takes a while). */
const STALE_READING_MS = 120_000;
/** 12 minutes: 960 blocks on BSC (0.75 s), so an idle watcher costs under 5 calls per 1,000 blocks. */
const DEFAULT_IDLE_POLL_MS = 720_000;
/** A tick's pass reuses the chain id read this recently; a pass that credits or rewinds reads it afresh. */
const CHAIN_ID_RECHECK_MS = 30 * 60_000;

function defaultLog(entry: WatcherLogEntry) {
  const fields = Object.entries(entry)
    .map(([key, value]) => `${key}=${String(value)}`)
    .join(' ');
  if (entry.event === 'error') console.error(`[watcher] ${fields}`);
  else if (entry.event === 'rpc-error') console.warn(`[watcher] ${fields}`);
  else console.info(`[watcher] ${fields}`);
}

/**
 * PostgreSQL: an advisory lock scoped to the schema, chain and payment contract, built on first use (the schema
 * comes from the database). PGlite: a lock on the database object, since it lives in this process only.
 */
function leaderLockFor(options: StartWatcherOptions, contract: Address): LeaderLock {
  if (options.lock) return options.lock;
  if (options.db.kind === 'pglite') return inProcessLeaderLock(options.db);
  const { databaseUrl } = options;
  if (!databaseUrl) throw new Error('startWatcher on PostgreSQL needs databaseUrl for its leader lock');
  let lock: LeaderLock | undefined;
  return {
    async ensure() {
      if (!lock) {
        const { rows } = await options.db.query<{ schema: string }>('SELECT current_schema() AS schema');
        lock = advisoryLeaderLock(databaseUrl, `${rows[0]?.schema}/${options.chainId}/${contract}`);
      }
      return lock.ensure();
    },
    release: async () => lock?.release(),
  };
}

/**
 * Watches the payment contract's `Paid` events and credits their orders exactly once, after
 * the configured confirmations. Only one watcher per database scans at a time.
 */
export function startWatcher(options: StartWatcherOptions): Watcher {
  const { db, chainId } = options;
  const contract = getAddress(options.paymentsContract);
  const log = options.log ?? defaultLog;
  const client = createChainClient(options.rpcUrl, {
    ...options.rpc,
    onRpcError: (failure) => {
      log({ event: 'rpc-error', ...failure });
      options.onRpcError?.(failure);
    },
  });
  const rules = options.rules ?? defaultLedgerRules;
  const now = options.now ?? (() => new Date());
  const credit =
    options.credit ??
    ((payment: ContractPayment) =>
      creditPaidOrder(
        db,
        {
          reference: payment.reference,
          from: payment.from,
          value: payment.value,
          txHash: payment.txHash,
          paymentIndex: payment.paymentIndex,
          blockNumber: payment.blockNumber,
          blockTimestamp: payment.blockTimestamp,
          chainId,
        },
        { rules, now },
      ));
  const idlePollMs = options.idlePollMs ?? DEFAULT_IDLE_POLL_MS;
  const monitor = chainMonitor(client, {
    expectedChainId: chainId,
    // An idle watcher reads the node once per idle interval: /health's reading is that old at most.
    staleAfterMs: Math.max(STALE_READING_MS, 20 * options.pollMs, idlePollMs + STALE_READING_MS),
  });
  const requireChain = (status: ChainStatus): bigint => {
    if (status.kind === 'wrong-chain')
      throw new Error(wrongChainMessage(options.rpcUrl, status.expected, status.served));
    if (status.kind === 'unreachable') throw new Error('the node did not answer its chain id and head');
    return status.block;
  };
  // Whether this pass has read the chain id itself; a cached one never lets it credit or rewind.
  let chainIdReadThisPass = false;
  const confirmChain = async () => {
    if (chainIdReadThisPass) return;
    requireChain(await monitor.refresh(0));
    chainIdReadThisPass = true;
  };
  const progress = guardedProgress(
    watchProgress(db, chainId, contract, options.reorgWindow ?? DEFAULT_REORG_WINDOW),
    confirmChain,
  );

  const range: BlockRange = { max: BigInt(options.maxBlockRange ?? DEFAULT_MAX_BLOCK_RANGE) };
  let head: bigint | undefined;
  const loop = startWatcherLoop({
    lock: leaderLockFor(options, contract),
    pollMs: options.pollMs,
    idlePollMs,
    now: () => now().getTime(),
    paymentLikely: () =>
      paymentLikely(db, { chainId, payTo: contract, graceMs: rules.paymentGraceMs }, now()),
    log,
    // Before each pass, leader or not: /health answers from this reading, and no pass runs on another chain.
    preflight: async (trigger: PassTrigger) => {
      head = undefined;
      // scanNow() reads the chain id afresh; a tick reuses it for CHAIN_ID_RECHECK_MS.
      const fresh = trigger === 'on-demand';
      head = requireChain(await monitor.refresh(fresh ? 0 : CHAIN_ID_RECHECK_MS));
      chainIdReadThisPass = fresh;
    },
    scan: async () => {
      const report = await scanPayments(
        {
          client,
          contract,
          confirmations: options.confirmations,
          ...(options.finality ? { finality: options.finality } : {}),
          progress,
          credit: async (payment) => {
            await confirmChain();
            return credit(payment);
          },
          oldestOpenOrderTime: (scannedUntil) =>
            oldestOpenOrderTime(
              db,
              { chainId, payTo: contract, graceMs: rules.paymentGraceMs },
              scannedUntil,
            ),
          log,
          ...(options.onReorg ? { onReorg: options.onReorg } : {}),
          range,
          ...(options.reorgWindow ? { reorgWindow: options.reorgWindow } : {}),
          ...(options.availability ? { availability: options.availability } : {}),
        },
        // The head the tick's chain check just read: no second eth_blockNumber per pass.
        head,
      );
      const behind = report.confirmedHead - (report.cursor ?? report.confirmedHead);
      options.onLag?.(behind > 0n ? behind : 0n);
      return report;
    },
  });
  return { ...loop, chain: monitor };
}

/**
 * The progress store, but a save that moves the cursor back or onto another chain (a rewind: no blocks
 * scanned with it, or the window reset) first has the chain id read in this pass: a node serving another
 * chain fails the pass there, before anything is saved.
 */
function guardedProgress(progress: WatchProgress, confirmChain: () => Promise<void>): WatchProgress {
  return {
    read: () => progress.read(),
    recentBlocks: (below) => progress.recentBlocks(below),
    async save(block, observations, extras) {
      if (!extras?.scanned || extras.resetWindow) await confirmChain();
      return progress.save(block, observations, extras);
    },
  };
}
