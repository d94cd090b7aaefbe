import {
  type Address,
  createPublicClient,
  getAddress,
  type Hex,
  http,
  isAddressEqual,
  type PublicClient,
} from 'viem';

/** A transaction sent straight to the treasury, with what its receipt says. */
export type TreasuryPayment = {
  txHash: Hex;
  /** Checksummed. */
  from: Address;
  value: bigint;
  /** The transaction's data, lower-case: the order reference when a wallet pays an order. */
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

/** A block's timestamp (whole seconds on chain) as a Date. */
export const blockTime = (block: { timestamp: bigint }) => new Date(Number(block.timestamp) * 1000);

/** A client that never serves a cached block number: the watcher polls and must see every new block. */
export function createChainClient(rpcUrl: string): PublicClient {
  return createPublicClient({ transport: http(rpcUrl, { retryCount: 2, timeout: 15_000 }), cacheTime: 0 });
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
        input: tx.input.toLowerCase() as Hex,
        blockNumber,
        blockTimestamp: timestamp,
        succeeded: receipt.status === 'success',
      };
    }),
  );
  return { number: blockNumber, hash: block.hash, parentHash: block.parentHash, timestamp, payments };
}

/** A block's hash and timestamp, or undefined when the chain has no such block (reset, or shorter). */
export async function blockAt(
  client: PublicClient,
  blockNumber: bigint,
): Promise<{ hash: Hex; timestamp: Date } | undefined> {
  try {
    const block = await client.getBlock({ blockNumber });
    return block.hash ? { hash: block.hash, timestamp: blockTime(block) } : undefined;
  } catch {
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
