import {
  type Address,
  createPublicClient,
  createTestClient,
  custom,
  getAddress,
  type Hex,
  http,
  keccak256,
  type PublicClient,
  parseEther,
  stringToHex,
} from 'viem';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paymentsRuntimeCode } from '../contracts/payments-artifact';
import type { Database } from '../db/database';
import { type Anvil, startAnvil } from '../devnet/anvil';
import { devAccount, devnetPaymentsContract } from '../devnet/dev-accounts';
import { devnetWallet } from '../devnet/devnet-wallet';
import { type DevnetControls, devnetControls } from '../devnet/mining-controls';
import { ensureDevnetPayments } from '../devnet/payments-devnet';
import { openTestDatabase } from '../testing/test-databases';
import { reorg } from '../testing/watcher-scenario';
import { blockTime, createChainClient } from './chain-reads';
import type { ContractPayment } from './payment-logs';
import { type ScanSettings, scanPayments, type WatcherLogEntry } from './scan-payments';
import { type CreditOutcome, watchProgress } from './watch-progress';

let anvil: Anvil;
let client: PublicClient;
let controls: DevnetControls;
let db: Database;
const treasury = devAccount(9).address;
const contract = getAddress(devnetPaymentsContract);
const buyer = () => devnetWallet(anvil.rpcUrl, devAccount(1));
/** An order reference: 32 bytes, as orders have (docs/api-contract.md). */
const ref = (name: string) => keccak256(stringToHex(name));
/** Pays `reference` through the payment contract (or another deployment of it) from a dev account. */
const pay = (value: bigint, reference: Hex, from = buyer(), payTo: Address = contract) =>
  from.payMined({ payTo, reference }, value);

/** Stands in for the ledger: answers like creditPaidOrder for known references, once per order. */
function ledger(orders: Record<Hex, { owner: Address; value: bigint }>) {
  const paid = new Set<Hex>();
  const calls: ContractPayment[] = [];
  const credit = async (payment: ContractPayment): Promise<CreditOutcome> => {
    calls.push(payment);
    const order = orders[payment.reference];
    if (!order) return 'no-match';
    if (paid.has(payment.reference)) return 'already-paid';
    if (payment.from.toLowerCase() !== order.owner.toLowerCase()) return 'wrong-sender';
    if (payment.value < order.value) return 'underpaid';
    paid.add(payment.reference);
    return 'credited';
  };
  return { credit, calls, paid };
}

function settings(overrides: Partial<ScanSettings> & Pick<ScanSettings, 'credit'>): ScanSettings {
  const log: WatcherLogEntry[] = [];
  return {
    client,
    contract,
    confirmations: 1,
    progress: watchProgress(db, 31337, overrides.contract ?? contract),
    range: { max: 5000n },
    oldestOpenOrderTime: async () => undefined,
    log: (entry) => log.push(entry),
    ...overrides,
  };
}

async function observations() {
  const { rows } = await db.query<{ tx_hash: string; outcome: string }>(
    'SELECT tx_hash, outcome FROM chain_payment_observations ORDER BY block_number',
  );
  return rows.map((row) => [row.tx_hash, row.outcome]);
}

beforeAll(async () => {
  db = await openTestDatabase('pglite');
  anvil = await startAnvil();
  await ensureDevnetPayments(anvil.rpcUrl, treasury);
  client = createChainClient(anvil.rpcUrl);
  controls = devnetControls(anvil.rpcUrl);
});
afterAll(async () => {
  await anvil.stop();
  await db.close();
});

beforeEach(async () => {
  await db.exec('TRUNCATE chain_watch_cursor, chain_payment_observations');
  // Each test starts from a fresh database whose cursor is the current head: earlier tests' blocks are done.
  const head = await client.getBlock();
  await watchProgress(db, 31337, contract).save(
    { blockNumber: head.number, blockHash: head.hash, blockTime: blockTime(head) },
    [],
  );
});

describe('scanPayments', () => {
  it('credits a successful payment with the reference once, and never again on the next passes', async () => {
    const reference = ref('order-1');
    const orders = ledger({ [reference]: { owner: buyer().address, value: parseEther('0.1') } });
    const hash = await pay(parseEther('0.1'), reference);
    const receipt = await buyer().waitForReceipt(hash);

    const first = await scanPayments(settings({ credit: orders.credit }));
    expect(first.observations.map((o) => o.outcome)).toEqual(['credited']);
    expect(orders.calls).toEqual([
      expect.objectContaining({
        txHash: hash,
        from: buyer().address,
        value: parseEther('0.1'),
        reference,
      }),
    ]);
    expect(orders.calls[0]?.blockNumber).toBe(receipt.blockNumber);
    const block = await client.getBlock({ blockNumber: receipt.blockNumber });
    expect(orders.calls[0]?.blockTimestamp).toEqual(new Date(Number(block.timestamp) * 1000));
    await scanPayments(settings({ credit: orders.credit }));
    expect(orders.calls).toHaveLength(1);
    expect(await observations()).toEqual([[hash, 'credited']]);
  });

  it('saves the timestamp of the last judged block with the cursor', async () => {
    const progress = watchProgress(db, 31337, contract);
    await controls.setNextBlockTime(new Date(Number((await client.getBlock()).timestamp + 90n) * 1000));
    await controls.mine(3);
    const head = await client.getBlock();
    await scanPayments(settings({ credit: ledger({}).credit }));
    expect(await progress.read()).toEqual({
      blockNumber: head.number,
      blockHash: head.hash,
      blockTime: blockTime(head),
      genesisHash: (await client.getBlock({ blockNumber: 0n })).hash,
    });
  });

  it('fills in the time of a cursor saved before block times were stored, with no new block to judge', async () => {
    const progress = watchProgress(db, 31337, contract);
    const head = await client.getBlock();
    await db.exec('UPDATE chain_watch_cursor SET block_time = NULL');
    expect((await progress.read())?.blockTime).toBeUndefined();
    const report = await scanPayments(settings({ credit: ledger({}).credit }));
    expect(report.cursor).toBe(head.number);
    expect((await progress.read())?.blockTime).toEqual(blockTime(head));
  });

  it('judges only Paid events of the payment contract, not transfers to the treasury', async () => {
    const orders = ledger({});
    await buyer().sendMined(treasury, 1n);
    await buyer().sendMined(treasury, 1n, ref('sent-directly'));
    await buyer().sendMined(devAccount(8).address, 1n, ref('order-elsewhere'));
    const stray = await pay(1n, ref('unknown'));
    await scanPayments(settings({ credit: orders.credit }));
    expect(orders.calls.map((call) => [call.txHash, call.reference])).toEqual([[stray, ref('unknown')]]);
    expect(await observations()).toEqual([[stray, 'no-match']]);
  });

  it('records underpaid and wrong-sender payments without crediting them', async () => {
    const underpaid = ref('order-under');
    const foreign = ref('order-foreign');
    const orders = ledger({
      [underpaid]: { owner: buyer().address, value: 1000n },
      [foreign]: { owner: buyer().address, value: 1000n },
    });
    const short = await pay(999n, underpaid);
    const other = await pay(1000n, foreign, devnetWallet(anvil.rpcUrl, devAccount(2)));
    await scanPayments(settings({ credit: orders.credit }));
    expect(orders.paid.size).toBe(0);
    expect(await observations()).toEqual([
      [short, 'underpaid'],
      [other, 'wrong-sender'],
    ]);
  });

  it('never asks the ledger about a payment that reverted (no event), nor about another deployment', async () => {
    const revertingTreasury = await buyer().deployAlwaysReverting();
    // The same contract paying a treasury that refuses coins, at another address: pay() reverts there.
    const refusing = getAddress(`0x${'5e'.repeat(20)}`);
    await createTestClient({ mode: 'anvil', transport: http(anvil.rpcUrl) }).setCode({
      address: refusing,
      bytecode: paymentsRuntimeCode(revertingTreasury),
    });
    const reference = ref('order-reverted');
    const orders = ledger({ [reference]: { owner: buyer().address, value: 1n } });
    const hash = await pay(1n, reference, buyer(), refusing);
    expect((await buyer().waitForReceipt(hash)).status).toBe('reverted');
    expect((await scanPayments(settings({ credit: orders.credit }))).observations).toEqual([]);
    expect(
      (await scanPayments(settings({ credit: orders.credit, contract: refusing }))).observations,
    ).toEqual([]);
    expect(orders.calls).toEqual([]);
  });

  it('waits for the configured confirmations, mined block by block', async () => {
    const reference = ref('order-3-confirmations');
    const orders = ledger({ [reference]: { owner: buyer().address, value: 5n } });
    const scan = settings({ credit: orders.credit, confirmations: 3 });
    await controls.setAutomine(false);
    try {
      const hash = await buyer().pay({ payTo: contract, reference }, 5n);
      await controls.mine(1);
      expect((await client.getTransactionReceipt({ hash })).status).toBe('success');
      expect((await scanPayments(scan)).observations).toEqual([]);
      await controls.mine(1);
      expect((await scanPayments(scan)).observations).toEqual([]);
      await controls.mine(1);
      const report = await scanPayments(scan);
      expect(report.observations.map((o) => [o.payment.txHash, o.outcome])).toEqual([[hash, 'credited']]);
    } finally {
      await controls.setAutomine(true);
    }
  });

  it('with a finality tag, credits only once the payment is at or below that block, whatever the confirmations', async () => {
    // The node's `safe` block, as the test sets it (BSC's is a couple of blocks back, with fast finality).
    let safe = 0n;
    const tagged = {
      ...client,
      getBlock: ((args) =>
        args?.blockTag === 'safe'
          ? client.getBlock({ blockNumber: safe })
          : client.getBlock(args)) as PublicClient['getBlock'],
    } as PublicClient;
    const reference = ref('order-safe');
    const orders = ledger({ [reference]: { owner: buyer().address, value: 5n } });
    const scan = settings({ credit: orders.credit, client: tagged, confirmations: 1, finality: 'safe' });
    const hash = await pay(5n, reference);
    const { blockNumber } = await buyer().waitForReceipt(hash);
    await controls.mine(2);
    safe = blockNumber - 1n;
    const before = await scanPayments(scan);
    expect(before.confirmedHead).toBe(blockNumber - 1n);
    expect(before.observations).toEqual([]);
    safe = blockNumber;
    const report = await scanPayments(scan);
    expect(report.confirmedHead).toBe(blockNumber);
    expect(report.observations.map((o) => [o.payment.txHash, o.outcome])).toEqual([[hash, 'credited']]);
  });

  it('loses nothing when a pass dies half-way: the next one asks for the same range again', async () => {
    const first = ref('order-a');
    const second = ref('order-b');
    const orders = ledger({
      [first]: { owner: buyer().address, value: 1n },
      [second]: { owner: buyer().address, value: 1n },
    });
    const hashA = await pay(1n, first);
    const hashB = await pay(1n, second);
    const crashing = async (payment: ContractPayment) => {
      if (payment.reference === second) throw new Error('process killed');
      return orders.credit(payment);
    };
    await expect(scanPayments(settings({ credit: crashing }))).rejects.toThrow('process killed');
    expect([...orders.paid]).toEqual([first]);

    const resumed = await scanPayments(settings({ credit: orders.credit }));
    // Nothing of the range was saved: the first payment is judged again, and the ledger answers it once.
    expect(resumed.observations.map((o) => [o.payment.txHash, o.outcome])).toEqual([
      [hashA, 'already-paid'],
      [hashB, 'credited'],
    ]);
    expect([...orders.paid]).toEqual([first, second]);
  });

  it('notices a cursor block replaced at the same height and judges the new blocks', async () => {
    const orders = ledger({});
    const hash = await pay(1n, ref('after-reset'));
    const { blockNumber } = await buyer().waitForReceipt(hash);
    const progress = watchProgress(db, 31337, contract);
    await progress.save({ blockNumber, blockHash: `0x${'cd'.repeat(32)}`, blockTime: new Date() }, []);
    const report = await scanPayments(settings({ credit: orders.credit, startMargin: 0n }));
    expect(report.observations.map((o) => o.payment.txHash)).toEqual([hash]);
  });

  it('starts a first scan early enough for the oldest open order when the chain clock lags the server', async () => {
    const reference = ref('order-skew');
    const orders = ledger({ [reference]: { owner: buyer().address, value: 1n } });
    const minedAt = Number((await client.getBlock()).timestamp) + 100;
    await controls.setNextBlockTime(new Date(minedAt * 1000));
    const hash = await pay(1n, reference);
    await controls.mine(100);
    await db.exec('TRUNCATE chain_watch_cursor');
    // The server, 30 s ahead of the validators, recorded the order after the block holding its payment.
    const oldestOpenOrderTime = async () => new Date((minedAt + 30) * 1000);
    const report = await scanPayments(
      settings({ credit: orders.credit, oldestOpenOrderTime, startMargin: 2n }),
    );
    const judged = new Map(report.observations.map((o) => [o.payment.txHash, o.outcome]));
    expect(judged.get(hash)).toBe('credited');
  });

  it('starts over below the head when the chain was reset under the cursor', async () => {
    const progress = watchProgress(db, 31337, contract);
    const head = await client.getBlockNumber();
    await progress.save(
      { blockNumber: head + 1000n, blockHash: `0x${'ab'.repeat(32)}`, blockTime: new Date() },
      [],
    );
    const scan = settings({ credit: ledger({}).credit, startMargin: 2n });
    const report = await scanPayments(scan);
    expect(report.cursor).toBe(head);
    expect((await progress.read())?.blockNumber).toBe(head);
  });

  it('rewinds no further than its window of block hashes after a reorganisation deeper than it', async () => {
    const log: WatcherLogEntry[] = [];
    const scan = {
      ...settings({ credit: ledger({}).credit }),
      log: (entry: WatcherLogEntry) => log.push(entry),
    };
    const narrow = { ...scan, progress: watchProgress(db, 31337, contract, 4), reorgWindow: 4 };
    await scanPayments(narrow);
    await controls.mine(8);
    const head = (await scanPayments(narrow)).cursor ?? -1n;
    await reorg(anvil.rpcUrl, 6);
    const report = await scanPayments(narrow);
    expect(log).toEqual([
      {
        event: 'rewind',
        reason: 'reorganised below every saved block of the window: rescanning the window',
        from: head,
        to: head - 4n,
      },
    ]);
    expect(report.cursor).toBe(head);
  });

  it('never takes a failed read of the cursor block for a reorganisation', async () => {
    const log: WatcherLogEntry[] = [];
    const flaky = createChainClient(anvil.rpcUrl, { attempts: 1 });
    const failing = { ...flaky, getBlock: () => Promise.reject(new Error('socket hang up')) } as PublicClient;
    await controls.mine(2);
    const scan = {
      ...settings({ credit: ledger({}).credit, client: failing }),
      log: (e: WatcherLogEntry) => log.push(e),
    };
    const before = await watchProgress(db, 31337, contract).read();
    await expect(scanPayments(scan)).rejects.toThrow('socket hang up');
    expect(log).toEqual([]);
    expect(await watchProgress(db, 31337, contract).read()).toEqual(before);
  });

  it('splits a range the provider refuses as too large, reads every block of it, and asks for less after', async () => {
    const asked: [bigint, bigint][] = [];
    // A provider that refuses eth_getLogs over more than 8 blocks, in the words BSC's nodes use.
    const limited = createPublicClient({
      transport: custom({
        async request({ method, params }) {
          if (method === 'eth_getLogs') {
            const [{ fromBlock, toBlock }] = params as [{ fromBlock: Hex; toBlock: Hex }];
            asked.push([BigInt(fromBlock), BigInt(toBlock)]);
            if (BigInt(toBlock) - BigInt(fromBlock) + 1n > 8n)
              throw Object.assign(new Error('exceed maximum block range: 8'), { code: -32005 });
          }
          return client.request({ method, params } as never);
        },
      }),
      cacheTime: 0,
    });
    const start = await client.getBlockNumber();
    const early = await pay(1n, ref('split-early'));
    await controls.mine(10);
    const late = await pay(1n, ref('split-late'));
    const head = await client.getBlockNumber();
    const range = { max: 100n };
    const orders = ledger({});
    const report = await scanPayments(settings({ credit: orders.credit, client: limited, range }));
    expect(report.cursor).toBe(head);
    expect(orders.calls.map((call) => call.txHash)).toEqual([early, late]);
    // Every block after the cursor was in exactly one accepted range.
    const accepted = asked.filter(([from, to]) => to - from + 1n <= 8n).sort((x, y) => Number(x[0] - y[0]));
    expect(accepted[0]?.[0]).toBe(start + 1n);
    expect(accepted.at(-1)?.[1]).toBe(head);
    const gapsOrOverlaps = accepted.filter(
      ([from], index) => index > 0 && from !== (accepted[index - 1]?.[1] ?? 0n) + 1n,
    );
    expect(gapsOrOverlaps).toEqual([]);
    expect(range.max).toBeLessThanOrEqual(8n);
  });

  it('credits nothing from logs the chain replaced while the pass ran: the log block hash is checked', async () => {
    const reference = ref('order-replaced-mid-pass');
    const orders = ledger({ [reference]: { owner: buyer().address, value: 1n } });
    await pay(1n, reference);
    await controls.mine(3);
    let reorganised = false;
    // Right after the node answers the logs, a reorganisation of depth 4 drops the payment.
    const racing = createPublicClient({
      transport: custom({
        async request({ method, params }) {
          const answer = await client.request({ method, params } as never);
          if (method === 'eth_getLogs' && !reorganised) {
            reorganised = true;
            await reorg(anvil.rpcUrl, 4);
          }
          return answer;
        },
      }),
      cacheTime: 0,
    });
    await expect(scanPayments(settings({ credit: orders.credit, client: racing }))).rejects.toThrow(
      /reorganised during the pass/,
    );
    expect(orders.calls).toEqual([]);
    const report = await scanPayments(settings({ credit: orders.credit, client: racing }));
    expect(report.caughtUp).toBe(true);
    expect(orders.calls).toEqual([]);
    expect(await observations()).toEqual([]);
  });
});
