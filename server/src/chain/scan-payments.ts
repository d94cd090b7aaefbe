import type { Address, PublicClient } from 'viem';
import {
  blockAt,
  blockTime,
  lastBlockAtOrBefore,
  readTreasuryPayments,
  type TreasuryPayment,
} from './treasury-payments';
import type { CreditOutcome, Cursor, Observation, SavedCursor, WatchProgress } from './watch-progress';

export type WatcherLogEntry =
  | { event: 'payment'; outcome: Observation['outcome']; txHash: string; reference: string; block: bigint }
  | { event: 'rewind'; reason: string; from: bigint }
  | { event: 'error'; message: string }
  | { event: 'leader'; held: boolean };

export type ScanSettings = {
  client: PublicClient;
  treasury: Address;
  /** Blocks a payment's block needs on top of it, itself included: 1 = credited as soon as it is mined. */
  confirmations: number;
  progress: WatchProgress;
  credit: (payment: TreasuryPayment) => Promise<CreditOutcome>;
  /** Creation time of the oldest order still awaiting payment, so a first scan starts early enough. */
  oldestOpenOrderTime: () => Promise<Date | undefined>;
  log: (entry: WatcherLogEntry) => void;
  /** A first scan (or one after a reset chain) starts this many blocks below the confirmed head. */
  startMargin?: bigint;
  /** Cursor saves happen at least every this many blocks. */
  batchSize?: number;
  /** At most this many blocks per pass, so one pass never runs for long. */
  maxBlocksPerPass?: number;
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
async function startBlock(settings: ScanSettings, confirmedHead: bigint): Promise<bigint> {
  const margin = settings.startMargin ?? 64n;
  let start = confirmedHead > margin ? confirmedHead - margin : 0n;
  const oldest = await settings.oldestOpenOrderTime();
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
 * One pass over the confirmed blocks after the cursor: each payment to the treasury with data is judged
 * (credited through `credit`, which marks an order paid at most once), then the judgements and the new
 * cursor are saved together. A crash between a credit and the save only means the next pass judges the
 * same payments again, which `credit` answers with 'already-paid'.
 */
export async function scanPayments(settings: ScanSettings): Promise<ScanReport> {
  const head = await settings.client.getBlockNumber();
  const depth = BigInt(Math.max(1, settings.confirmations) - 1);
  const observations: Observation[] = [];
  if (head < depth) return { confirmedHead: -1n, cursor: undefined, observations, caughtUp: true };
  const confirmedHead = head - depth;

  let cursor: SavedCursor | undefined = await settings.progress.read();
  // The cursor block must still be on the chain: a devnet restarted from scratch (or a reorganisation past
  // the confirmations) replaces it, and scanning on from its number would skip the new blocks below.
  const cursorBlock = cursor && (await blockAt(settings.client, cursor.blockNumber));
  if (cursor && cursorBlock?.hash !== cursor.blockHash) {
    settings.log({
      event: 'rewind',
      reason: 'the chain no longer holds the cursor block',
      from: cursor.blockNumber,
    });
    cursor = undefined;
  } else if (cursor && cursorBlock && cursor.blockTime === undefined) {
    // A cursor saved before block times were stored: record its time, which the purchase history reads.
    const dated: Cursor = { ...cursor, blockTime: cursorBlock.timestamp };
    await settings.progress.save(dated, []);
    cursor = dated;
  }
  let next = cursor ? cursor.blockNumber + 1n : await startBlock(settings, confirmedHead);
  const last = next + BigInt((settings.maxBlocksPerPass ?? 500) - 1);
  const end = last < confirmedHead ? last : confirmedHead;
  const batchSize = settings.batchSize ?? 50;
  let pending: Observation[] = [];
  let processed: SavedCursor | undefined = cursor;

  for (; next <= end; next += 1n) {
    const block = await readTreasuryPayments(settings.client, next, settings.treasury);
    if (
      processed &&
      block.number === processed.blockNumber + 1n &&
      block.parentHash !== processed.blockHash
    ) {
      // Reorganised deeper than the confirmations, or a devnet restarted from scratch: start over.
      settings.log({ event: 'rewind', reason: 'the chain no longer holds the cursor block', from: next });
      const restart = await startBlock(settings, confirmedHead);
      const anchor = await settings.client.getBlock({ blockNumber: restart > 0n ? restart - 1n : 0n });
      await settings.progress.save(
        { blockNumber: anchor.number, blockHash: anchor.hash, blockTime: blockTime(anchor) },
        [],
      );
      return { confirmedHead, cursor: anchor.number, observations, caughtUp: false };
    }
    for (const payment of block.payments) {
      const observation = await judge(settings, payment);
      if (observation) pending.push(observation);
    }
    const done: Cursor = { blockNumber: block.number, blockHash: block.hash, blockTime: block.timestamp };
    processed = done;
    const atBatchEnd = (next + 1n) % BigInt(batchSize) === 0n;
    if (atBatchEnd || next === end || pending.length > 0) {
      await settings.progress.save(done, pending);
      observations.push(...pending);
      pending = [];
    }
  }
  return {
    confirmedHead,
    cursor: processed?.blockNumber,
    observations,
    caughtUp: processed !== undefined && processed.blockNumber >= confirmedHead,
  };
}
