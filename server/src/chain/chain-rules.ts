import type { Hex, PublicClient } from 'viem';
import { blockAt } from './chain-reads';

/**
 * The watcher's rules about what the node's answers mean, kept apart from how blocks are scanned so that a
 * log-based scan (eth_getLogs) can apply the same ones:
 * - a block the node has no answer for (`null`) is not available yet, never a reorganisation;
 * - only a different hash at the same height is a reorganisation;
 * - without a readable finality block, nothing is credited (fail closed).
 */

/** A block the watcher has seen before (or the finality tag) that the node did not answer for: retry later. */
class BlockNotAvailableYet extends Error {
  constructor(what: string) {
    super(`${what} is not available from the node yet (a lagging backend?): retried on the next pass`);
    this.name = 'BlockNotAvailableYet';
  }
}

export type AvailabilityRetry = {
  /** Reads of one block before the pass gives up on it (the next pass tries again). */
  attempts?: number;
  /** Wait before the second read; doubles for each read after that. */
  baseDelayMs?: number;
};

const defaultAvailabilityRetry = { attempts: 4, baseDelayMs: 250 } as const;

/**
 * The hash and time of a block the watcher has seen on this chain before (the cursor block, a block of the
 * window, block 0). Load-balanced providers answer `null` from a backend that is behind: that is retried with
 * backoff and, when it persists, fails the pass (BlockNotAvailableYet). It never says the chain dropped it.
 */
export async function seenBlockAt(
  client: PublicClient,
  blockNumber: bigint,
  retry: AvailabilityRetry = {},
): Promise<{ hash: Hex; timestamp: Date }> {
  const { attempts, baseDelayMs } = { ...defaultAvailabilityRetry, ...retry };
  for (let attempt = 1; ; attempt++) {
    const block = await blockAt(client, blockNumber);
    if (block) return block;
    if (attempt >= attempts) throw new BlockNotAvailableYet(`block ${blockNumber}`);
    await new Promise((resolve) => setTimeout(resolve, baseDelayMs * 2 ** (attempt - 1)));
  }
}

/**
 * What a block seen before says now: `same` (same hash), `replaced` (another hash at that height: a
 * reorganisation). A missing block throws BlockNotAvailableYet (seenBlockAt).
 */
export async function compareSeenBlock(
  client: PublicClient,
  seen: { blockNumber: bigint; blockHash: Hex },
  retry?: AvailabilityRetry,
): Promise<{ kind: 'same' | 'replaced'; hash: Hex; timestamp: Date }> {
  const block = await seenBlockAt(client, seen.blockNumber, retry);
  return { kind: block.hash === seen.blockHash ? 'same' : 'replaced', ...block };
}

/**
 * The highest block a payment may be credited in: `depth` below the head (confirmations), and at or below the
 * chain's finality block when a finality tag is configured. The tag is read strictly: a JSON-RPC error (such
 * as -32005 sent with HTTP 200) or no block throws, so that pass credits nothing (fail closed) and the next
 * pass asks again. A node that has no such tag must be configured with CREDIT_FINALITY=none.
 */
export async function creditableHead(
  client: PublicClient,
  head: bigint,
  depth: bigint,
  finality: 'finalized' | 'safe' | 'none' | undefined,
): Promise<bigint> {
  const confirmed = head - depth;
  if (!finality || finality === 'none') return confirmed;
  let tagged: bigint | null;
  try {
    tagged = (await client.getBlock({ blockTag: finality })).number;
  } catch (error) {
    throw new Error(
      `the node did not answer its ${finality} block, so nothing is credited in this pass: ${
        error instanceof Error ? ((error as { shortMessage?: string }).shortMessage ?? error.message) : error
      }`,
      { cause: error },
    );
  }
  if (tagged === null) throw new BlockNotAvailableYet(`the ${finality} block`);
  return tagged < confirmed ? tagged : confirmed;
}
