import {
  type Address,
  createPublicClient,
  custom,
  encodeAbiParameters,
  encodeEventTopics,
  type Hex,
  keccak256,
  type PublicClient,
  stringToHex,
  toHex,
} from 'viem';
import { dgridPaymentsAbi } from '../../../src/domain/payments-contract-abi';

/** One `pay(orderRef)` call of a transaction: the `Paid` event it emits. */
export type PaidCall = { reference: Hex; payer: Address; amount: bigint };

type FakeLog = { txHash: Hex; address: Address; topics: Hex[]; data: Hex };
type FakeBlock = { number: bigint; hash: Hex; parentHash: Hex; timestamp: bigint; logs: FakeLog[] };

/**
 * An in-memory chain answering the JSON-RPC the watcher's scan uses (eth_blockNumber, eth_getBlockByNumber,
 * eth_getLogs), with `Paid` events placed by the test: several in one transaction (a smart account's batch),
 * and reorganisations that replace blocks and put transactions back at other positions. No network, no port.
 */
export function fakeLogChain(contract: Address, startTime: Date) {
  /** answerLogsTwice: every eth_getLogs answer lists each log twice (a provider merging two backends). */
  const settings = { answerLogsTwice: false };
  const blocks: FakeBlock[] = [];
  let branch = 0;
  const hashOf = (number: bigint) => keccak256(stringToHex(`block ${number} of branch ${branch}`));
  const append = (logs: FakeLog[] = []) => {
    const number = BigInt(blocks.length);
    const parent = blocks.at(-1);
    const block: FakeBlock = {
      number,
      hash: hashOf(number),
      parentHash: parent?.hash ?? `0x${'0'.repeat(64)}`,
      timestamp: BigInt(Math.floor(startTime.getTime() / 1000)) + number,
      logs,
    };
    blocks.push(block);
    return block;
  };
  append();

  const paidLog = (txHash: Hex, call: PaidCall): FakeLog => ({
    txHash,
    address: contract,
    topics: encodeEventTopics({
      abi: dgridPaymentsAbi,
      eventName: 'Paid',
      args: { orderRef: call.reference, payer: call.payer },
    }) as Hex[],
    data: encodeAbiParameters([{ type: 'uint256' }], [call.amount]),
  });
  /** A log of another contract in the same block: it moves the block-wide log index of the logs after it. */
  const unrelatedLog = (): FakeLog => ({
    txHash: keccak256(stringToHex(`unrelated ${blocks.length} ${branch}`)),
    address: `0x${'77'.repeat(20)}`,
    topics: [keccak256(stringToHex('Unrelated()'))],
    data: '0x',
  });

  const blockJson = (block: FakeBlock) => ({
    number: toHex(block.number),
    hash: block.hash,
    parentHash: block.parentHash,
    timestamp: toHex(block.timestamp),
    transactions: [],
  });
  const logsJson = (filter: { fromBlock: Hex; toBlock: Hex; address?: string }) =>
    blocks
      .filter((b) => b.number >= BigInt(filter.fromBlock) && b.number <= BigInt(filter.toBlock))
      .flatMap((block) =>
        block.logs.map((log, index) => ({ block, log, index })).filter(({ log }) => log.address === contract),
      )
      .map(({ block, log, index }) => ({
        address: log.address,
        topics: log.topics,
        data: log.data,
        blockNumber: toHex(block.number),
        blockHash: block.hash,
        transactionHash: log.txHash,
        transactionIndex: '0x0',
        logIndex: toHex(index),
        removed: false,
      }));

  const request = async ({ method, params }: { method: string; params?: unknown }) => {
    const args = (params ?? []) as unknown[];
    switch (method) {
      case 'eth_blockNumber':
        return toHex(blocks.length - 1);
      case 'eth_getBlockByNumber': {
        const [tag] = args as [string];
        // No finality tags here: like a node without them (the scan counts confirmations).
        if (!tag.startsWith('0x')) throw Object.assign(new Error('unknown block tag'), { code: -32602 });
        const block = blocks[Number(BigInt(tag))];
        return block ? blockJson(block) : null;
      }
      case 'eth_getLogs': {
        const logs = logsJson(args[0] as { fromBlock: Hex; toBlock: Hex });
        return settings.answerLogsTwice ? [...logs, ...logs] : logs;
      }
      default:
        throw Object.assign(new Error(`fake log chain: ${method} not supported`), { code: -32601 });
    }
  };

  return {
    client: createPublicClient({
      transport: custom({ request }, { retryCount: 0 }),
      cacheTime: 0,
    }) as PublicClient,
    /** Mines `count` empty blocks. */
    mine(count = 1) {
      for (let i = 0; i < count; i++) append();
    },
    /** Mines one block holding transaction `txHash`, whose `pay` calls emit one `Paid` event each, in order. */
    mineTransaction(txHash: Hex, calls: readonly PaidCall[], options: { unrelatedBefore?: number } = {}) {
      const before = Array.from({ length: options.unrelatedBefore ?? 0 }, unrelatedLog);
      return append([...before, ...calls.map((call) => paidLog(txHash, call))]).number;
    },
    /** Replaces every block from `from` on with `length` new empty blocks (a reorganisation). */
    reorg(from: bigint, length: number) {
      branch += 1;
      blocks.length = Number(from);
      this.mine(length);
    },
    head: () => BigInt(blocks.length - 1),
    settings,
  };
}
