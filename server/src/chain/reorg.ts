import type { PublicClient } from 'viem';
import { blockAt, taggedBlockNumber } from './chain-reads';
import { type AvailabilityRetry, compareSeenBlock, seenBlockAt } from './chain-rules';
import { type Cursor, DEFAULT_REORG_WINDOW, type SavedCursor, type WatchProgress } from './watch-progress';

/** Where a pass resumes after checking the saved cursor against the chain. */
export type Reconciled =
  /** The cursor block is still on the chain (its time filled in when it had none). */
  | { kind: 'same'; cursor: Cursor }
  /** Reorganised: the newest block of the window the chain still holds; the blocks after it are rescanned. */
  | { kind: 'rewound'; cursor: Cursor; reason: string }
  /** Another chain (a devnet started from scratch) or a cursor too old to tell: start over like a first run. */
  | { kind: 'other-chain' };

export type ReconcileSettings = {
  client: PublicClient;
  progress: WatchProgress;
  /** How a block seen before that the node answers `null` for is read again (chain-rules.ts). */
  availability?: AvailabilityRetry;
  /** Blocks below the cursor a replaced chain is rescanned from when no saved block of the window matches. */
  reorgWindow?: number;
};

/**
 * Checks that the cursor block is still on the chain and, if not, finds the newest block of the stored window
 * (recent block hashes) the chain still holds: only the blocks after it are scanned again. Only a different
 * hash at the same height is a reorganisation: a block the node answers `null` for is not available yet
 * (a load-balanced provider's lagging backend), retried and then left to the next pass (chain-rules.ts),
 * unless block 0 changed too (another chain: a devnet started from scratch). The walk never goes below the
 * window, nor past a finalized block: a finalized block that differs from the one scanned means another
 * chain, as does a different genesis block when nothing in the window matches. Every read that fails throws
 * (after the transport's retries): a failure is never taken for a reorganisation.
 */
export async function reconcileCursor(settings: ReconcileSettings, cursor: SavedCursor): Promise<Reconciled> {
  const { client, progress, availability } = settings;
  let onChain = await blockAt(client, cursor.blockNumber);
  if (!onChain) {
    // A cursor saved before migration 120 has no genesis hash to tell a reset chain by: start over.
    if (!cursor.genesisHash) return { kind: 'other-chain' };
    const genesis = await seenBlockAt(client, 0n, availability);
    if (genesis.hash !== cursor.genesisHash) return { kind: 'other-chain' };
    onChain = await seenBlockAt(client, cursor.blockNumber, availability);
  }
  if (onChain.hash === cursor.blockHash)
    return { kind: 'same', cursor: { ...cursor, blockTime: cursor.blockTime ?? onChain.timestamp } };

  const finalized = await taggedBlockNumber(client, 'finalized');
  const window = await progress.recentBlocks(cursor.blockNumber);
  for (const stored of window) {
    const block = await compareSeenBlock(client, stored, availability);
    if (block.kind === 'same') {
      const depth = cursor.blockNumber - stored.blockNumber;
      return {
        kind: 'rewound',
        cursor: { blockNumber: stored.blockNumber, blockHash: block.hash, blockTime: block.timestamp },
        reason: `reorganised: the last ${depth} block(s) scanned are no longer on the chain`,
      };
    }
    if (finalized !== undefined && stored.blockNumber <= finalized) return { kind: 'other-chain' };
  }
  const genesis = await seenBlockAt(client, 0n, availability);
  if (!cursor.genesisHash || genesis.hash !== cursor.genesisHash) return { kind: 'other-chain' };
  // Same chain, reorganised deeper than the saved blocks (the window holds only the blocks with payments
  // and the ends of the ranges read): rescan from the bottom of the window, `reorgWindow` blocks below the
  // cursor (one eth_getLogs), and never below the finalized block.
  const depth = BigInt(settings.reorgWindow ?? DEFAULT_REORG_WINDOW);
  const belowOldest = (window.at(-1)?.blockNumber ?? cursor.blockNumber) - 1n;
  const bottom = cursor.blockNumber - depth < belowOldest ? cursor.blockNumber - depth : belowOldest;
  const floor = bottom > 0n ? bottom : 0n;
  const target = finalized !== undefined && finalized > floor ? finalized : floor;
  const block = await seenBlockAt(client, target, availability);
  return {
    kind: 'rewound',
    cursor: { blockNumber: target, blockHash: block.hash, blockTime: block.timestamp },
    reason: 'reorganised below every saved block of the window: rescanning the window',
  };
}
