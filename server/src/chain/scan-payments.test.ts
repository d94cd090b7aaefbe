import { type Address, type Hex, type PublicClient, parseEther, stringToHex } from 'viem';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { type Anvil, startAnvil } from '../devnet/anvil';
import { devAccount } from '../devnet/dev-accounts';
import { devnetWallet } from '../devnet/devnet-wallet';
import { type DevnetControls, devnetControls } from '../devnet/mining-controls';
import { openTestDatabase } from '../testing/test-databases';
import { reorg } from '../testing/watcher-scenario';
import { type ScanSettings, scanPayments, type WatcherLogEntry } from './scan-payments';
import { blockTime, createChainClient, type TreasuryPayment } from './treasury-payments';
import { type CreditOutcome, watchProgress } from './watch-progress';

let anvil: Anvil;
let client: PublicClient;
let controls: DevnetControls;
let db: Database;
const treasury = devAccount(9).address;
const buyer = () => devnetWallet(anvil.rpcUrl, devAccount(1));

/** Stands in for the ledger: answers like creditPaidOrder for known references, once per order. */
function ledger(orders: Record<Hex, { owner: Address; value: bigint }>) {
  const paid = new Set<Hex>();
  const calls: TreasuryPayment[] = [];
  const credit = async (payment: TreasuryPayment): Promise<CreditOutcome> => {
    calls.push(payment);
    const order = orders[payment.input];
    if (!order) return 'no-match';
    if (paid.has(payment.input)) return 'already-paid';
    if (payment.from.toLowerCase() !== order.owner.toLowerCase()) return 'wrong-sender';
    if (payment.value < order.value) return 'underpaid';
    paid.add(payment.input);
    return 'credited';
  };
  return { credit, calls, paid };
}

function settings(overrides: Partial<ScanSettings> & Pick<ScanSettings, 'credit'>): ScanSettings {
  const log: WatcherLogEntry[] = [];
  return {
    client,
    treasury,
    confirmations: 1,
    progress: watchProgress(db, 31337, overrides.treasury ?? treasury),
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
  await watchProgress(db, 31337, treasury).save(
    { blockNumber: head.number, blockHash: head.hash, blockTime: blockTime(head) },
    [],
  );
});

describe('scanPayments', () => {
  it('credits a successful payment with the reference once, and never again on the next passes', async () => {
    const reference = stringToHex('order-1');
    const orders = ledger({ [reference]: { owner: buyer().address, value: parseEther('0.1') } });
    const hash = await buyer().sendMined(treasury, parseEther('0.1'), reference);
    const receipt = await buyer().waitForReceipt(hash);

    const first = await scanPayments(settings({ credit: orders.credit }));
    expect(first.observations.map((o) => o.outcome)).toEqual(['credited']);
    expect(orders.calls).toEqual([
      expect.objectContaining({
        txHash: hash,
        from: buyer().address,
        value: parseEther('0.1'),
        input: reference,
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
    const progress = watchProgress(db, 31337, treasury);
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
    const progress = watchProgress(db, 31337, treasury);
    const head = await client.getBlock();
    await db.exec('UPDATE chain_watch_cursor SET block_time = NULL');
    expect((await progress.read())?.blockTime).toBeUndefined();
    const report = await scanPayments(settings({ credit: ledger({}).credit }));
    expect(report.cursor).toBe(head.number);
    expect((await progress.read())?.blockTime).toEqual(blockTime(head));
  });

  it('judges only transactions to the treasury that carry data', async () => {
    const orders = ledger({});
    await buyer().sendMined(treasury, 1n);
    await buyer().sendMined(devAccount(8).address, 1n, stringToHex('order-elsewhere'));
    const stray = await buyer().sendMined(treasury, 1n, stringToHex('unknown'));
    await scanPayments(settings({ credit: orders.credit }));
    expect(orders.calls.map((call) => call.txHash)).toEqual([stray]);
    expect(await observations()).toEqual([[stray, 'no-match']]);
  });

  it('records underpaid and wrong-sender payments without crediting them', async () => {
    const underpaid = stringToHex('order-under');
    const foreign = stringToHex('order-foreign');
    const orders = ledger({
      [underpaid]: { owner: buyer().address, value: 1000n },
      [foreign]: { owner: buyer().address, value: 1000n },
    });
    const short = await buyer().sendMined(treasury, 999n, underpaid);
    const other = await devnetWallet(anvil.rpcUrl, devAccount(2)).sendMined(treasury, 1000n, foreign);
    await scanPayments(settings({ credit: orders.credit }));
    expect(orders.paid.size).toBe(0);
    expect(await observations()).toEqual([
      [short, 'underpaid'],
      [other, 'wrong-sender'],
    ]);
  });

  it('never asks the ledger about a reverted payment', async () => {
    const revertingTreasury = await buyer().deployAlwaysReverting();
    const reference = stringToHex('order-reverted');
    const orders = ledger({ [reference]: { owner: buyer().address, value: 1n } });
    const scan = settings({ credit: orders.credit, treasury: revertingTreasury, startMargin: 0n });
    await scanPayments(scan);
    const hash = await buyer().sendMined(revertingTreasury, 1n, reference);
    expect((await buyer().waitForReceipt(hash)).status).toBe('reverted');
    const report = await scanPayments(scan);
    expect(report.observations.map((o) => o.outcome)).toEqual(['reverted']);
    expect(orders.calls).toEqual([]);
  });

  it('waits for the configured confirmations, mined block by block', async () => {
    const reference = stringToHex('order-3-confirmations');
    const orders = ledger({ [reference]: { owner: buyer().address, value: 5n } });
    const scan = settings({ credit: orders.credit, confirmations: 3 });
    await controls.setAutomine(false);
    try {
      const hash = await buyer().send(treasury, 5n, reference);
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
    const reference = stringToHex('order-safe');
    const orders = ledger({ [reference]: { owner: buyer().address, value: 5n } });
    const scan = settings({ credit: orders.credit, client: tagged, confirmations: 1, finality: 'safe' });
    const hash = await buyer().sendMined(treasury, 5n, reference);
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

  it('loses nothing when a pass dies half-way: the next one resumes from the saved cursor', async () => {
    const first = stringToHex('order-a');
    const second = stringToHex('order-b');
    const orders = ledger({
      [first]: { owner: buyer().address, value: 1n },
      [second]: { owner: buyer().address, value: 1n },
    });
    const hashA = await buyer().sendMined(treasury, 1n, first);
    const hashB = await buyer().sendMined(treasury, 1n, second);
    const crashing = async (payment: TreasuryPayment) => {
      if (payment.input === second) throw new Error('process killed');
      return orders.credit(payment);
    };
    await expect(scanPayments(settings({ credit: crashing }))).rejects.toThrow('process killed');
    expect([...orders.paid]).toEqual([first]);

    const resumed = await scanPayments(settings({ credit: orders.credit }));
    expect(resumed.observations.map((o) => [o.payment.txHash, o.outcome])).toEqual([[hashB, 'credited']]);
    expect([...orders.paid]).toEqual([first, second]);
    expect(await observations()).toEqual([
      [hashA, 'credited'],
      [hashB, 'credited'],
    ]);
  });

  it('notices a cursor block replaced at the same height and judges the new blocks', async () => {
    const orders = ledger({});
    const hash = await buyer().sendMined(treasury, 1n, stringToHex('after-reset'));
    const { blockNumber } = await buyer().waitForReceipt(hash);
    const progress = watchProgress(db, 31337, treasury);
    await progress.save({ blockNumber, blockHash: `0x${'cd'.repeat(32)}`, blockTime: new Date() }, []);
    const report = await scanPayments(settings({ credit: orders.credit, startMargin: 0n }));
    expect(report.observations.map((o) => o.payment.txHash)).toEqual([hash]);
  });

  it('starts a first scan early enough for the oldest open order when the chain clock lags the server', async () => {
    const reference = stringToHex('order-skew');
    const orders = ledger({ [reference]: { owner: buyer().address, value: 1n } });
    const minedAt = Number((await client.getBlock()).timestamp) + 100;
    await controls.setNextBlockTime(new Date(minedAt * 1000));
    const hash = await buyer().sendMined(treasury, 1n, reference);
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
    const progress = watchProgress(db, 31337, treasury);
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
    const narrow = { ...scan, progress: watchProgress(db, 31337, treasury, 4) };
    await scanPayments(narrow);
    await controls.mine(8);
    const head = (await scanPayments(narrow)).cursor ?? -1n;
    await reorg(anvil.rpcUrl, 6);
    const report = await scanPayments(narrow);
    expect(log).toEqual([
      {
        event: 'rewind',
        reason: 'reorganised deeper than the window of recent block hashes',
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
    const before = await watchProgress(db, 31337, treasury).read();
    await expect(scanPayments(scan)).rejects.toThrow('socket hang up');
    expect(log).toEqual([]);
    expect(await watchProgress(db, 31337, treasury).read()).toEqual(before);
  });
});
