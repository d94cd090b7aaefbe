import {
  type Address,
  BlockNotFoundError,
  createPublicClient,
  getAddress,
  type Hex,
  HttpRequestError,
  isAddressEqual,
  type PublicClient,
  TimeoutError,
} from 'viem';
import { type RpcRetrySettings, retryingTransport } from './rpc-transport';

/** A transaction sent straight to the treasury, with what its receipt says. */
export type TreasuryPayment = {
  txHash: Hex;
  /** Checksummed. */
  from: Address;
  value: bigint;
  /** The transaction's data, lower-case, cut at MAX_KEPT_INPUT_BYTES: the order reference when a wallet pays. */
  input: Hex;
  blockNumber: bigint;
  blockTimestamp: Date;
  succeeded: boolean;
};

export type ScannedBlock = {
  number: bigint;
  hash: Hex;
  parentHash: Hex;
  timestamp: Date;
  payments: TreasuryPayment[];
};

/**
 * Calldata kept of a payment (stored with its observation, logged): 64 bytes, far more than an order reference
 * (16 bytes, matched exactly). Anyone can send a transaction to the treasury with megabytes of data: beyond
 * this it is cut, so it can never bloat a row or a log line, and still never matches a reference.
 */
const MAX_KEPT_INPUT_BYTES = 64;

const boundedInput = (input: Hex) => input.slice(0, 2 + 2 * MAX_KEPT_INPUT_BYTES).toLowerCase() as Hex;

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
 * One block's payments to the treasury. Only transactions whose `to` is the treasury count (a payment
 * relayed by a contract is not an order payment); each one's receipt says whether it succeeded.
 */
export async function readTreasuryPayments(
  client: PublicClient,
  blockNumber: bigint,
  treasury: Address,
): Promise<ScannedBlock> {
  const block = await client.getBlock({ blockNumber, includeTransactions: true });
  if (block.hash === null) throw new Error(`block ${blockNumber} is still pending`);
  const timestamp = blockTime(block);
  const toTreasury = block.transactions.filter((tx) => tx.to != null && isAddressEqual(tx.to, treasury));
  const payments = await Promise.all(
    toTreasury.map(async (tx): Promise<TreasuryPayment> => {
      const receipt = await client.getTransactionReceipt({ hash: tx.hash });
      return {
        txHash: tx.hash,
        from: getAddress(tx.from),
        value: tx.value,
        input: boundedInput(tx.input),
        blockNumber,
        blockTimestamp: timestamp,
        succeeded: receipt.status === 'success',
      };
    }),
  );
  return { number: blockNumber, hash: block.hash, parentHash: block.parentHash, timestamp, payments };
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
