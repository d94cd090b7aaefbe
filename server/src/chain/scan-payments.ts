import type { Address, Hex, PublicClient } from 'viem';
import { type AvailabilityRetry, creditableHead } from './chain-rules';
import { reconcileCursor } from './reorg';
import type { RpcFailure } from './rpc-transport';
import {
  blockAt,
  blockTime,
  lastBlockAtOrBefore,
  readTreasuryPayments,
  type TreasuryPayment,
} from './treasury-payments';
import type {
  BlockHash,
  CreditOutcome,
  Cursor,
  Observation,
  SavedCursor,
  WatchProgress,
} from './watch-progress';

export type WatcherLogEntry =
  | { event: 'payment'; outcome: Observation['outcome']; txHash: string; reference: string; block: bigint }
  | { event: 'rewind'; reason: string; from: bigint; to?: bigint }
  | { event: 'error'; message: string }
  | ({ event: 'rpc-error' } & RpcFailure)
  | { event: 'leader'; held: boolean };

export type Finality = 'finalized' | 'safe' | 'none';

export type ScanSettings = {
  client: PublicClient;
  treasury: Address;
  /** Blocks a payment's block needs on top of it, itself included: 1 = credited as soon as it is mined. */
  confirmations: number;
  /**
   * Also wait until the payment's block is at or below the chain's `finalized` (or `safe`) block, on a chain
   * that has the tag (BSC's fast finality does): a credit then cannot be undone by a reorganisation. `none`
   * counts confirmations only (the devnet, where anvil puts `finalized` 64 blocks back).
   */
  finality?: Finality;
  progress: WatchProgress;
  credit: (payment: TreasuryPayment) => Promise<CreditOutcome>;
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
  /** Cursor saves happen at least every this many blocks: a killed process rescans fewer than this. */
  batchSize?: number;
  /** At most this many blocks per pass, so one pass never runs for long. */
  maxBlocksPerPass?: number;
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

async function judge(settings: ScanSettings, payment: TreasuryPayment): Promise<Observation | undefined> {
  // A plain transfer without data is not an order payment (a top-up, a refund): nothing to judge.
  if (payment.input === '0x') return undefined;
  const outcome = payment.succeeded ? await settings.credit(payment) : 'reverted';
  settings.log({
    event: 'payment',
    outcome,
    txHash: payment.txHash,
    reference: payment.input,
    block: payment.blockNumber,
  });
  return { payment, outcome };
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
 * One pass over the confirmed blocks after the cursor: each payment to the treasury with data is judged
 * (credited through `credit`, which marks an order paid at most once), then the judgements, the new cursor
 * and the blocks' hashes are saved together. A crash between a credit and the save only means the next pass
 * judges the same payments again, which `credit` answers with 'already-paid'. A pass that fails half-way (the
 * node stops answering) saves the blocks it finished first, so the next one rescans none of them.
 */
export async function scanPayments(settings: ScanSettings): Promise<ScanReport> {
  const head = await settings.client.getBlockNumber();
  const depth = BigInt(Math.max(1, settings.confirmations) - 1);
  const observations: Observation[] = [];
  if (head < depth) return { confirmedHead: -1n, cursor: undefined, observations, caughtUp: true };
  const confirmedHead = await creditableHead(settings.client, head, depth, settings.finality);

  const saved = await settings.progress.read();
  // Block 0's hash goes with the cursor (once): it tells another chain from a deep reorganisation.
  const genesisHash = saved?.genesisHash ? undefined : (await blockAt(settings.client, 0n))?.hash;
  const resumed = await resumeFrom(settings, saved, confirmedHead, genesisHash);
  let next = 'startAt' in resumed ? resumed.startAt : resumed.blockNumber + 1n;
  const last = next + BigInt((settings.maxBlocksPerPass ?? 500) - 1);
  const end = last < confirmedHead ? last : confirmedHead;
  const batchSize = BigInt(settings.batchSize ?? 10);
  let processed: Cursor | undefined = 'startAt' in resumed ? undefined : resumed;
  let savedUpTo = processed;
  let pending: Observation[] = [];
  let scanned: BlockHash[] = [];
  const save = async () => {
    if (!processed || processed === savedUpTo) return;
    await settings.progress.save(processed, pending, { scanned, ...(genesisHash ? { genesisHash } : {}) });
    observations.push(...pending);
    pending = [];
    scanned = [];
    savedUpTo = processed;
  };

  try {
    for (; next <= end; next += 1n) {
      const block = await readTreasuryPayments(settings.client, next, settings.treasury);
      if (processed && block.parentHash !== processed.blockHash) {
        // Reorganised under this pass: the next pass (at once) finds where the chains part.
        await save();
        return { confirmedHead, cursor: processed.blockNumber, observations, caughtUp: false };
      }
      const judged: Observation[] = [];
      for (const payment of block.payments) {
        const observation = await judge(settings, payment);
        if (observation) judged.push(observation);
      }
      pending.push(...judged);
      processed = { blockNumber: block.number, blockHash: block.hash, blockTime: block.timestamp };
      scanned.push({ blockNumber: block.number, blockHash: block.hash });
      if ((next + 1n) % batchSize === 0n || next === end || pending.length > 0) await save();
    }
  } catch (error) {
    // Keep the blocks finished before the failure; a failing save changes nothing that was not saved.
    await save().catch(() => {});
    throw error;
  }
  return {
    confirmedHead,
    cursor: processed?.blockNumber,
    observations,
    caughtUp: processed !== undefined && processed.blockNumber >= confirmedHead,
  };
}
