import type { Address, Hex, PublicClient } from 'viem';
import type { ChainKey } from '../env';
import { blockAt, blockTime, lastBlockAtOrBefore } from './chain-reads';
import { type AvailabilityRetry, creditableHead, seenBlockAt } from './chain-rules';
import { type BlockRange, type ContractPayment, type PaidLog, readPaidLogs } from './payment-logs';
import { reconcileCursor } from './reorg';
import type { RpcFailure } from './rpc-transport';
import type {
  BlockHash,
  CreditOutcome,
  Cursor,
  Observation,
  SavedCursor,
  WatchProgress,
} from './watch-progress';

export type WatcherLogEntry =
  | {
      event: 'payment';
      outcome: Observation['outcome'];
      txHash: string;
      /** Which `Paid` event of the transaction: 0 for the first (a batch pays several). */
      paymentIndex: number;
      reference: string;
      block: bigint;
    }
  | { event: 'rewind'; reason: string; from: bigint; to?: bigint }
  | { event: 'error'; message: string }
  | ({ event: 'rpc-error' } & RpcFailure)
  | { event: 'leader'; held: boolean };

export type Finality = 'finalized' | 'safe' | 'none';

/** The chain as the server is configured for it (server/README.md has the variables). */
export type ChainSettings = {
  key: ChainKey;
  id: number;
  rpcUrl: string;
  confirmations: number;
  finality: Finality;
  /** Most blocks one eth_getLogs asks for (WATCHER_MAX_BLOCK_RANGE), halved when a provider refuses a range. */
  maxBlockRange: number;
};

/** BSC's public nodes accept 5,000 blocks per eth_getLogs; a provider that accepts fewer gets ranges split. */
export const DEFAULT_MAX_BLOCK_RANGE = 5_000;

export type ScanSettings = {
  client: PublicClient;
  /** The payment contract (DGridPayments) whose `Paid` events are order payments. */
  contract: Address;
  /** Blocks a payment's block needs on top of it, itself included: 1 = credited as soon as it is mined. */
  confirmations: number;
  /**
   * Also wait until the payment's block is at or below the chain's `finalized` (or `safe`) block, on a chain
   * that has the tag (BSC's fast finality does): a credit then cannot be undone by a reorganisation. `none`
   * counts confirmations only (the devnet, where anvil puts `finalized` 64 blocks back).
   */
  finality?: Finality;
  progress: WatchProgress;
  credit: (payment: ContractPayment) => Promise<CreditOutcome>;
  /**
   * Creation time of the oldest order a payment not yet judged could still pay (its expiry plus the grace
   * after `scannedUntil`, the time of the last block judged, when known), so a first scan starts early enough.
   */
  oldestOpenOrderTime: (scannedUntil?: Date) => Promise<Date | undefined>;
  log: (entry: WatcherLogEntry) => void;
  /** Told of every rewind after a reorganisation: the cursor moved from `from` back to `to`. */
  onReorg?: (rewind: { from: bigint; to: bigint }) => void;
  /** A first scan (or one after a reset chain) starts this many blocks below the confirmed head. */
  startMargin?: bigint;
  /** Blocks per eth_getLogs, lowered when the provider refuses a range (payment-logs.ts); one range a pass. */
  range: BlockRange;
  /** Blocks below the cursor a reorganisation is looked for in when no saved block matches (reorg.ts). */
  reorgWindow?: number;
  /** How often, and how far apart, a block seen before that the node answers `null` for is read again. */
  availability?: AvailabilityRetry;
};

export type ScanReport = {
  /** Highest block with enough confirmations. */
  confirmedHead: bigint;
  /** Last block processed after this pass (undefined while the chain has no confirmed block). */
  cursor: bigint | undefined;
  observations: Observation[];
  /** True when the pass reached the confirmed head. */
  caughtUp: boolean;
};

/**
 * How far before the oldest open order's creation a first scan starts: block timestamps are whole seconds
 * (several blocks can share one) and come from the validators' clocks, not the server's.
 */
const ORDER_TIME_MARGIN_MS = 60_000;

/** Where scanning starts without a usable cursor: a little below the head, earlier for an open order. */
async function startBlock(
  settings: ScanSettings,
  confirmedHead: bigint,
  scannedUntil?: Date,
): Promise<bigint> {
  const margin = settings.startMargin ?? 64n;
  let start = confirmedHead > margin ? confirmedHead - margin : 0n;
  const oldest = await settings.oldestOpenOrderTime(scannedUntil);
  if (oldest) {
    const before = new Date(oldest.getTime() - ORDER_TIME_MARGIN_MS);
    const atOrder = await lastBlockAtOrBefore(settings.client, before, confirmedHead);
    if (atOrder < start) start = atOrder;
  }
  return start;
}

async function judge(settings: ScanSettings, payment: ContractPayment): Promise<Observation> {
  const outcome = await settings.credit(payment);
  settings.log({
    event: 'payment',
    outcome,
    txHash: payment.txHash,
    paymentIndex: payment.paymentIndex,
    reference: payment.reference,
    block: payment.blockNumber,
  });
  return { payment, outcome };
}

/**
 * The time of each block holding a log, read from its header (one read per block with payments, none for the
 * blocks without). A header whose hash is not the log's means the chain reorganised between the two reads:
 * the pass fails without judging anything, and the next one starts from the cursor check again.
 */
async function withBlockTimes(
  settings: ScanSettings,
  logs: readonly PaidLog[],
  end: { number: bigint; hash: Hex; timestamp: Date },
): Promise<ContractPayment[]> {
  const headers = new Map<bigint, { hash: Hex; timestamp: Date }>([[end.number, end]]);
  const payments: ContractPayment[] = [];
  for (const log of logs) {
    let header = headers.get(log.blockNumber);
    if (!header) {
      header = await seenBlockAt(settings.client, log.blockNumber, settings.availability);
      headers.set(log.blockNumber, header);
    }
    if (header.hash !== log.blockHash)
      throw new Error(
        `the chain reorganised during the pass: block ${log.blockNumber} is ${header.hash}, its payment log says ${log.blockHash}; retried on the next pass`,
      );
    payments.push({ ...log, blockTimestamp: header.timestamp });
  }
  return payments;
}

/**
 * Where this pass resumes: the saved cursor when the chain still holds it, the newest block of the window
 * of recent hashes it holds after a reorganisation (saved at once), or a fresh start below the head.
 */
async function resumeFrom(
  settings: ScanSettings,
  saved: SavedCursor | undefined,
  confirmedHead: bigint,
  genesisHash: Hex | undefined,
): Promise<Cursor | { startAt: bigint }> {
  if (!saved) return { startAt: await startBlock(settings, confirmedHead) };
  const found = await reconcileCursor(settings, saved);
  if (found.kind === 'same') {
    // A cursor saved before block times (or the genesis hash) were stored: record them.
    if (saved.blockTime === undefined || saved.genesisHash === undefined)
      await settings.progress.save(found.cursor, [], genesisHash ? { genesisHash } : {});
    return found.cursor;
  }
  if (found.kind === 'rewound') {
    settings.log({
      event: 'rewind',
      reason: found.reason,
      from: saved.blockNumber,
      to: found.cursor.blockNumber,
    });
    settings.onReorg?.({ from: saved.blockNumber, to: found.cursor.blockNumber });
    await settings.progress.save(found.cursor, []);
    return found.cursor;
  }
  // Another chain: start over as a first scan would, but orders whose deadline passed on the old chain's
  // scanned time stay out of it.
  const startAt = await startBlock(settings, confirmedHead, saved.blockTime);
  settings.log({
    event: 'rewind',
    reason: 'the chain no longer holds the cursor block',
    from: saved.blockNumber,
  });
  const anchor = await settings.client.getBlock({ blockNumber: startAt > 0n ? startAt - 1n : 0n });
  const cursor: Cursor = { blockNumber: anchor.number, blockHash: anchor.hash, blockTime: blockTime(anchor) };
  await settings.progress.save(cursor, [], { resetWindow: true, ...(genesisHash ? { genesisHash } : {}) });
  return cursor;
}

/**
 * One pass: the `Paid` logs of the confirmed blocks after the cursor, at most `range.max` blocks of them,
 * read with one eth_getLogs (split when the provider refuses the range). The range's last block is read
 * first (its hash becomes the cursor's, so the next pass's cursor check covers every block of the range),
 * then each log's block header where there are logs; each payment is judged (credited through `credit`,
 * which marks an order paid at most once), then the judgements, the new cursor and the hashes of the blocks
 * read are saved together. A crash between a credit and the save only means the next pass judges the same
 * payments again, which `credit` answers as it did the first time. A failure anywhere saves nothing of the
 * range: the next pass asks for the same range.
 */
export async function scanPayments(settings: ScanSettings, knownHead?: bigint): Promise<ScanReport> {
  const head = knownHead ?? (await settings.client.getBlockNumber());
  const depth = BigInt(Math.max(1, settings.confirmations) - 1);
  if (head < depth) return { confirmedHead: -1n, cursor: undefined, observations: [], caughtUp: true };
  const confirmedHead = await creditableHead(settings.client, head, depth, settings.finality);

  const saved = await settings.progress.read();
  // Block 0's hash goes with the cursor (once): it tells another chain from a deep reorganisation.
  const genesisHash = saved?.genesisHash ? undefined : (await blockAt(settings.client, 0n))?.hash;
  const resumed = await resumeFrom(settings, saved, confirmedHead, genesisHash);
  const from = 'startAt' in resumed ? resumed.startAt : resumed.blockNumber + 1n;
  const before = 'startAt' in resumed ? undefined : resumed.blockNumber;
  if (from > confirmedHead) return { confirmedHead, cursor: before, observations: [], caughtUp: true };
  const last = from + settings.range.max - 1n;
  const to = last < confirmedHead ? last : confirmedHead;

  const endBlock = await seenBlockAt(settings.client, to, settings.availability);
  const logs = await readPaidLogs(settings.client, settings.contract, from, to, settings.range);
  const payments = await withBlockTimes(settings, logs, { number: to, ...endBlock });
  const observations: Observation[] = [];
  for (const payment of payments) observations.push(await judge(settings, payment));

  const cursor: Cursor = { blockNumber: to, blockHash: endBlock.hash, blockTime: endBlock.timestamp };
  // The blocks with payments and the range's last block: what the reorganisation walk compares (reorg.ts).
  const hashes = new Map<bigint, Hex>(payments.map((payment) => [payment.blockNumber, payment.blockHash]));
  hashes.set(to, endBlock.hash);
  const scanned: BlockHash[] = [...hashes].map(([blockNumber, blockHash]) => ({ blockNumber, blockHash }));
  await settings.progress.save(cursor, observations, { scanned, ...(genesisHash ? { genesisHash } : {}) });
  return { confirmedHead, cursor: to, observations, caughtUp: to >= confirmedHead };
}
