import {
  BlockNotFoundError,
  createPublicClient,
  type Hex,
  HttpRequestError,
  type PublicClient,
  TimeoutError,
} from 'viem';
import { type RpcRetrySettings, retryingTransport } from './rpc-transport';

/** A block's timestamp (whole seconds on chain) as a Date. */
export const blockTime = (block: { timestamp: bigint }) => new Date(Number(block.timestamp) * 1000);

/**
 * A client that never serves a cached block number (the watcher polls and must see every new block) and
 * retries a failed call with backoff, reporting each failed attempt (rpc-transport.ts).
 */
export function createChainClient(rpcUrl: string, retry: RpcRetrySettings = {}): PublicClient {
  return createPublicClient({ transport: retryingTransport(rpcUrl, retry), cacheTime: 0 });
}

/**
 * A block's hash and timestamp, or undefined when the node answers that it has no such block (a reset or
 * shorter chain). A failed call throws: it says nothing about the chain and must never pass for a reorg.
 */
export async function blockAt(
  client: PublicClient,
  blockNumber: bigint,
): Promise<{ hash: Hex; timestamp: Date } | undefined> {
  try {
    const block = await client.getBlock({ blockNumber });
    return block.hash ? { hash: block.hash, timestamp: blockTime(block) } : undefined;
  } catch (error) {
    if (error instanceof BlockNotFoundError) return undefined;
    throw error;
  }
}

/** True when the node never answered (refused, reset, 5xx without a JSON-RPC body, timed out). */
function isTransportFailure(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause)
    if (cause instanceof HttpRequestError || cause instanceof TimeoutError) return true;
  return false;
}

/**
 * The number of the chain's `finalized` (or `safe`) block, or undefined on a node without that tag (it answers
 * with a JSON-RPC error or no block). A node that does not answer at all throws, like every other read.
 */
export async function taggedBlockNumber(
  client: PublicClient,
  tag: 'finalized' | 'safe' = 'finalized',
): Promise<bigint | undefined> {
  try {
    return (await client.getBlock({ blockTag: tag })).number ?? undefined;
  } catch (error) {
    if (isTransportFailure(error)) throw error;
    return undefined;
  }
}

/**
 * The last block whose timestamp is at or before `time` (binary search, ~log2(head) calls): where to resume
 * scanning so that a payment for an order created at `time` cannot have been missed.
 */
export async function lastBlockAtOrBefore(client: PublicClient, time: Date, head: bigint): Promise<bigint> {
  const target = BigInt(Math.floor(time.getTime() / 1000));
  let low = 0n;
  let high = head;
  while (low < high) {
    const middle = (low + high + 1n) / 2n;
    const block = await client.getBlock({ blockNumber: middle });
    if (block.timestamp <= target) low = middle;
    else high = middle - 1n;
  }
  return low;
}
