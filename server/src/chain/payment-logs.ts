import { type Address, getAddress, type Hex, type PublicClient } from 'viem';
import { dgridPaymentsAbi } from '../../../src/domain/payments-contract-abi';
import { isRangeRefusal } from './rpc-transport';

/** One `Paid` event of the payment contract, with the time of the block it is in. */
export type ContractPayment = {
  txHash: Hex;
  /** The event's `payer`: whoever called `pay` (a key, a smart account, an EIP-7702 account). Checksummed. */
  from: Address;
  value: bigint;
  /** The event's `orderRef` (bytes32), lower-case. */
  reference: Hex;
  blockNumber: bigint;
  blockHash: Hex;
  /** The node's `logIndex`: the log's position in its block (changes when a reorganisation moves it). */
  logIndex: number;
  /**
   * The event's position among its transaction's `Paid` events, 0 for the first: with the transaction hash,
   * what identifies the payment (one transaction can call `pay` several times, a smart account's batch).
   * Unlike `logIndex` it stays when a reorganisation re-includes the transaction in another block.
   */
  paymentIndex: number;
  blockTimestamp: Date;
};

/** A `Paid` log as eth_getLogs answers it, before its block's time is known. */
export type PaidLog = Omit<ContractPayment, 'blockTimestamp'>;

/**
 * The largest block range one eth_getLogs asks for. It starts at the configured maximum and is halved, for
 * the rest of the process, each time the provider refuses a range as too large (never below one block).
 */
export type BlockRange = { max: bigint };

const paidEvent = dgridPaymentsAbi.find((item) => item.type === 'event' && item.name === 'Paid');
if (paidEvent?.type !== 'event') throw new Error('the payment contract ABI has no Paid event');

/**
 * Every `Paid` log of `contract` in blocks `from`..`to`, in chain order, each numbered within its transaction
 * (`paymentIndex`). A range the provider refuses as too large is split in two and each half asked for
 * (recursively), and `range.max` is lowered so later passes ask for what the provider accepts; any other
 * failure throws (the pass fails and its range is asked for again: a missing range is never skipped). A
 * transaction is in one block and ranges are whole blocks, so all of a transaction's logs are numbered
 * together.
 */
export async function readPaidLogs(
  client: PublicClient,
  contract: Address,
  from: bigint,
  to: bigint,
  range: BlockRange,
): Promise<PaidLog[]> {
  const logs = await readRange(client, contract, from, to, range);
  logs.sort((a, b) =>
    a.blockNumber === b.blockNumber ? a.logIndex - b.logIndex : a.blockNumber < b.blockNumber ? -1 : 1,
  );
  // A provider that answers one log twice (overlapping backends) must not make it two payments.
  const seen = new Set<string>();
  const distinct = logs.filter((log) => {
    const id = `${log.blockHash.toLowerCase()}:${log.logIndex}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
  const perTransaction = new Map<string, number>();
  return distinct.map((log) => {
    const key = log.txHash.toLowerCase();
    const paymentIndex = perTransaction.get(key) ?? 0;
    perTransaction.set(key, paymentIndex + 1);
    return { ...log, paymentIndex };
  });
}

async function readRange(
  client: PublicClient,
  contract: Address,
  from: bigint,
  to: bigint,
  range: BlockRange,
): Promise<Omit<PaidLog, 'paymentIndex'>[]> {
  try {
    const logs = await client.getLogs({
      address: contract,
      event: paidEvent as Extract<typeof paidEvent, { type: 'event' }>,
      fromBlock: from,
      toBlock: to,
      strict: true,
    });
    return logs.map((log) => {
      if (
        log.blockNumber === null ||
        log.blockHash === null ||
        log.transactionHash === null ||
        log.logIndex === null
      )
        throw new Error(`eth_getLogs answered a pending log for blocks ${from}..${to}`);
      if (log.blockNumber < from || log.blockNumber > to)
        throw new Error(`eth_getLogs answered a log of block ${log.blockNumber} for blocks ${from}..${to}`);
      const { orderRef, payer, amount } = log.args as { orderRef: Hex; payer: Address; amount: bigint };
      return {
        txHash: log.transactionHash,
        from: getAddress(payer),
        value: amount,
        reference: orderRef.toLowerCase() as Hex,
        blockNumber: log.blockNumber,
        blockHash: log.blockHash,
        logIndex: log.logIndex,
      };
    });
  } catch (error) {
    if (to <= from || !isRangeRefusal(error)) throw error;
    const half = (to - from + 1n) / 2n;
    if (half < range.max) range.max = half > 0n ? half : 1n;
    const middle = from + half - 1n;
    const lower = await readRange(client, contract, from, middle, range);
    return [...lower, ...(await readRange(client, contract, middle + 1n, to, range))];
  }
}
