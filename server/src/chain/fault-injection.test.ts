import { type Hex, keccak256 } from 'viem';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/database';
import { openDatabase } from '../db/open-database';
import { type Anvil, startAnvil } from '../devnet/anvil';
import { devAccount } from '../devnet/dev-accounts';
import { devnetWallet } from '../devnet/devnet-wallet';
import { devnetControls } from '../devnet/mining-controls';
import { ensureDevnetPayments } from '../devnet/payments-devnet';
import { anvilAccount } from '../testing/anvil-accounts';
import { useHarness } from '../testing/harness';
import {
  fullBlockRead,
  isHeaderRead,
  type RpcCall,
  type RpcProxy,
  startRpcProxy,
} from '../testing/rpc-proxy';
import { databaseKinds } from '../testing/test-databases';
import {
  blocksAskedForLogs,
  logRange,
  outcomes,
  placeOrder,
  reorg,
  rereadBlocks,
  sendRawMined,
  signPayment,
  statusHistory,
  testWatcherOptions,
} from '../testing/watcher-scenario';
import { createChainClient } from './chain-reads';
import type { RpcFailure } from './rpc-transport';
import type { WatcherLogEntry } from './scan-payments';
import { type StartWatcherOptions, startWatcher, type Watcher } from './watcher';

/** Polling for what the watcher does in the background; generous, as the machine may be busy. */
const waitLong = { timeout: 20_000, interval: 10 };

// The watcher reads the chain through a scripted proxy; the test drives anvil directly. Timeouts and backoff
// are short so that a fault costs milliseconds; no assertion depends on how long anything took.
describe.each(databaseKinds)('the watcher behind a faulty RPC, on %s', (kind) => {
  const h = useHarness(kind);
  let anvil: Anvil;
  let proxy: RpcProxy;
  const watchers: Watcher[] = [];
  const extraDbs: Database[] = [];
  let log: WatcherLogEntry[];
  let rpcErrors: RpcFailure[];
  let rewinds: { from: bigint; to: bigint }[];
  const buyer = () => devnetWallet(anvil.rpcUrl, devAccount(1));
  const rewindLogged = () => log.filter((entry) => entry.event === 'rewind');

  function watch(overrides: Partial<StartWatcherOptions> = {}): Watcher {
    const watcher = startWatcher({
      ...testWatcherOptions(h, proxy.url),
      rpc: { timeoutMs: 2_000, attempts: 4, baseDelayMs: 5, maxDelayMs: 20 },
      log: (entry) => log.push(entry),
      onRpcError: (failure) => rpcErrors.push(failure),
      onReorg: (rewind) => rewinds.push(rewind),
      ...overrides,
    });
    watchers.push(watcher);
    return watcher;
  }

  async function pay(token: string, tokens: bigint) {
    const order = await placeOrder(h, token, tokens);
    const hash = await buyer().payMined(order, BigInt(order.value));
    return { order, hash };
  }

  async function windowRows() {
    const { rows } = await h.db.query<{ block_number: string }>(
      'SELECT block_number FROM chain_watch_blocks ORDER BY block_number',
    );
    return rows.map((row) => BigInt(row.block_number));
  }

  async function power(token: string): Promise<string> {
    return (await h.request('GET', '/api/v1/me/mining', { token })).body.data.power;
  }

  beforeEach(async () => {
    log = [];
    rpcErrors = [];
    rewinds = [];
    anvil = await startAnvil();
    await ensureDevnetPayments(anvil.rpcUrl, h.config.treasury);
    proxy = await startRpcProxy(anvil.rpcUrl);
    const genesis = await createChainClient(anvil.rpcUrl).getBlock();
    h.clock.now = Number(genesis.timestamp) * 1000;
  });
  afterEach(async () => {
    // The full-block scan is gone: whatever happened, no block was read with its transactions.
    expect(proxy.forwarded.filter((call) => fullBlockRead(call) !== undefined)).toEqual([]);
    proxy.clearFaults();
    await Promise.all(watchers.splice(0).map((watcher) => watcher.stop()));
    await Promise.all(extraDbs.splice(0).map((db) => db.close()));
    await proxy.close();
    await anvil.stop();
  });

  it('retries a timeout, a 5xx and a one-off failed header read, counts them, and asks for no block twice', async () => {
    const { token } = await h.signIn(anvilAccount(1));
    const watcher = watch();
    const first = await pay(token, 1n);
    await watcher.scanNow();
    const second = await pay(token, 2n);
    await devnetControls(anvil.rpcUrl).mine(3);
    proxy.inject({ when: isHeaderRead, fault: 'drop' });
    proxy.inject({ when: (call) => call.method === 'eth_blockNumber', fault: 'http-500' });
    proxy.inject({ when: (call) => call.method === 'eth_getLogs', fault: 'timeout' });
    const report = await watcher.scanNow();

    expect(report?.caughtUp).toBe(true);
    expect(proxy.faulted.map((call) => call.fault).sort()).toEqual(['drop', 'http-500', 'timeout']);
    // Each fault is counted and retried; a busy machine may add a slow answer or two, never a final failure.
    expect(rpcErrors.length).toBeGreaterThanOrEqual(3);
    expect(rpcErrors.every((failure) => failure.willRetry)).toBe(true);
    expect(rewindLogged()).toEqual([]);
    expect(rereadBlocks(proxy.forwarded)).toEqual([]);
    expect(await outcomes(h)).toEqual({ [first.hash]: 'credited', [second.hash]: 'credited' });
  });

  it('rides out an outage over many passes and resumes where it stopped, rescanning nothing', async () => {
    const { token } = await h.signIn(anvilAccount(1));
    const history = statusHistory(h, token);
    const before = await pay(token, 1n);
    const watcher = watch({ pollMs: 10 });
    await vi.waitFor(async () => expect((await outcomes(h))[before.hash]).toBe('credited'), waitLong);
    proxy.outage('drop');
    const during = await pay(token, 2n);
    await devnetControls(anvil.rpcUrl).mine(20);
    // Several passes fail, each after all its attempts: the node is down, nothing says the chain changed.
    await vi.waitFor(
      () => expect(log.filter((e) => e.event === 'error').length).toBeGreaterThanOrEqual(5),
      waitLong,
    );
    await history.record();
    proxy.outage(false);
    await vi.waitFor(async () => expect((await outcomes(h))[during.hash]).toBe('credited'), waitLong);
    await watcher.stop();
    await history.record();

    expect(rpcErrors.filter((failure) => !failure.willRetry).length).toBeGreaterThanOrEqual(5);
    expect(rewindLogged()).toEqual([]);
    expect(rereadBlocks(proxy.forwarded)).toEqual([]);
    expect(history.changes()).toEqual({
      [before.order.orderId]: ['paid'],
      [during.order.orderId]: ['awaiting_payment', 'paid'],
    });
    expect(await power(token)).toBe('3');
  });

  it.each([1, 3, 10])(
    'after a reorganisation of depth %i moving and adding payments, credits each payment once, rereading few blocks',
    async (depth) => {
      const { token } = await h.signIn(anvilAccount(1));
      const history = statusHistory(h, token);
      const controls = devnetControls(anvil.rpcUrl);
      // Left unpaid far back: before, any rewind went back to the oldest order awaiting payment.
      const abandoned = await placeOrder(h, token, 1000n);
      const watcher = watch();
      await controls.mine(5);
      const settled = await pay(token, 1n);
      const settledBlock = (await buyer().waitForReceipt(settled.hash)).blockNumber;
      await controls.mine(15);
      // `moved` is mined in the oldest block the reorganisation replaces; it comes back in another block.
      const moved = await placeOrder(h, token, 10n);
      const movedRaw = await signPayment(anvil.rpcUrl, 1, moved);
      await sendRawMined(anvil.rpcUrl, movedRaw);
      if (depth > 1) await controls.mine(depth - 1);
      await watcher.scanNow();
      const head = await createChainClient(anvil.rpcUrl).getBlockNumber();
      // `late` is paid only on the new branch.
      const late = await placeOrder(h, token, 100n);
      const lateRaw = await signPayment(anvil.rpcUrl, 1, late);
      await history.record();
      await reorg(anvil.rpcUrl, depth, [
        [movedRaw, 0],
        [lateRaw, depth - 1],
      ]);
      const since = proxy.forwarded.length;
      let report = await watcher.scanNow();
      while (report && !report.caughtUp) report = await watcher.scanNow();
      await history.record();

      const replaced = Array.from({ length: depth }, (_, i) => head - BigInt(depth) + 1n + BigInt(i));
      // Back to the newest block saved before the replaced ones (the settled payment's), all of them
      // asked for again in one eth_getLogs call; no block below it.
      expect(rewinds).toEqual([{ from: head, to: settledBlock }]);
      const reread = rereadBlocks(proxy.forwarded, since);
      expect(reread).toEqual(expect.arrayContaining(replaced));
      expect(reread.every((block) => block > settledBlock)).toBe(true);
      expect(proxy.forwarded.slice(since).filter((call) => logRange(call))).toHaveLength(1);
      expect(await outcomes(h)).toEqual({
        [settled.hash]: 'credited',
        [keccak256(movedRaw)]: 'credited',
        [keccak256(lateRaw)]: 'credited',
      });
      expect(history.changes()).toEqual({
        [abandoned.orderId]: ['awaiting_payment'],
        [settled.order.orderId]: ['paid'],
        [moved.orderId]: ['paid'],
        [late.orderId]: ['awaiting_payment', 'paid'],
      });
      expect(await power(token)).toBe('111');
    },
  );

  it('restarted after a pass died half-way (its eth_getLogs failing), asks for that range again and no other', async () => {
    const { token } = await h.signIn(anvilAccount(1));
    const controls = devnetControls(anvil.rpcUrl);
    const start = await createChainClient(anvil.rpcUrl).getBlockNumber();
    for (let i = 1n; i <= 4n; i++) {
      await pay(token, i);
      await controls.mine(7);
    }
    const head = await createChainClient(anvil.rpcUrl).getBlockNumber();
    const stuck = head - 9n;
    const covers = (call: RpcCall, block: bigint) => {
      const range = logRange(call);
      return range !== undefined && range[0] <= block && block <= range[1];
    };
    // The node stops answering logs of one range: the pass gives up there, and the process is restarted.
    proxy.inject({ when: (call) => covers(call, stuck), fault: 'http-500', times: Infinity });
    const dying = watch({ maxBlockRange: 10 });
    let failed = false;
    for (let pass = 0; pass < 10 && !failed; pass++)
      failed = await dying.scanNow().then(
        (r) => !r,
        () => true,
      );
    expect(failed).toBe(true);
    await dying.stop();
    proxy.clearFaults();
    const restarted = watch({ maxBlockRange: 10 });
    let report = await restarted.scanNow();
    while (report && !report.caughtUp) report = await restarted.scanNow();

    expect(report?.cursor).toBe(head);
    expect(rereadBlocks(proxy.forwarded)).toEqual([]);
    expect(proxy.forwarded.some((call) => covers(call, stuck))).toBe(true);
    expect(blocksAskedForLogs(proxy.forwarded).filter((block) => block > start)).toEqual(
      Array.from({ length: Number(head - start) }, (_, i) => start + 1n + BigInt(i)),
    );
    expect(rewindLogged()).toEqual([]);
    expect(Object.values(await outcomes(h))).toEqual(['credited', 'credited', 'credited', 'credited']);
    expect(await power(token)).toBe('10');
  });

  it('takes null answers for blocks it has seen as "not available yet": no rewind, nothing wiped or reread', async () => {
    const { token } = await h.signIn(anvilAccount(1));
    const watcher = watch({ availability: { attempts: 3, baseDelayMs: 5 } });
    const first = await pay(token, 1n);
    await devnetControls(anvil.rpcUrl).mine(5);
    let seenUpTo = (await watcher.scanNow())?.cursor ?? 0n;
    const windowBefore = await windowRows();
    const second = await pay(token, 2n);
    const seenBefore = (call: RpcCall) =>
      call.method === 'eth_getBlockByNumber' &&
      typeof call.params[0] === 'string' &&
      call.params[0].startsWith('0x') &&
      BigInt(call.params[0]) <= seenUpTo;
    // A lagging backend answers null twice for blocks already seen: the pass retries and goes on.
    proxy.inject({ when: seenBefore, fault: 'null', times: 2 });
    const since = proxy.forwarded.length;
    const report = await watcher.scanNow();
    expect(proxy.faulted.map((call) => call.fault)).toEqual(['null', 'null']);
    expect(report?.caughtUp).toBe(true);
    seenUpTo = report?.cursor ?? 0n;
    // Behind for longer than the retries: the pass fails and keeps everything; the next one goes on.
    const third = await pay(token, 3n);
    proxy.inject({ when: seenBefore, fault: 'null', times: Infinity });
    await expect(watcher.scanNow()).rejects.toThrow(/not available from the node yet/);
    expect((await windowRows()).length).toBeGreaterThanOrEqual(windowBefore.length);
    proxy.clearFaults();
    expect((await watcher.scanNow())?.caughtUp).toBe(true);

    expect(rewindLogged()).toEqual([]);
    expect(rewinds).toEqual([]);
    expect(rereadBlocks(proxy.forwarded, since)).toEqual([]);
    expect(await outcomes(h)).toEqual({
      [first.hash]: 'credited',
      [second.hash]: 'credited',
      [third.hash]: 'credited',
    });
  });

  it('credits nothing in a pass whose finalized-block read fails (JSON-RPC -32005 over HTTP 200)', async () => {
    const { token } = await h.signIn(anvilAccount(1));
    const controls = devnetControls(anvil.rpcUrl);
    const watcher = watch({ finality: 'finalized' });
    const payment = await pay(token, 1n);
    await controls.mine(3);
    const finalizedRead = (call: RpcCall) =>
      call.method === 'eth_getBlockByNumber' && call.params[0] === 'finalized';
    proxy.inject({ when: finalizedRead, fault: 'limit-exceeded', times: Infinity });
    // Three blocks on top are enough confirmations, but the finality of its block is unknown: no credit.
    await expect(watcher.scanNow()).rejects.toThrow(/finalized block/);
    expect(proxy.faulted.some(finalizedRead)).toBe(true);
    expect(await outcomes(h)).toEqual({});
    proxy.clearFaults();
    // Read again on the next pass: anvil's finalized block trails the head by 64, so still nothing ...
    await watcher.scanNow();
    expect(await outcomes(h)).toEqual({});
    // ... until the payment's block is finalized.
    await controls.mine(64);
    let report = await watcher.scanNow();
    while (report && !report.caughtUp) report = await watcher.scanNow();
    expect(await outcomes(h)).toEqual({ [payment.hash]: 'credited' });
  });

  it('lagging further behind than its window of hashes, still asks for every block it passes, once', async () => {
    const { token } = await h.signIn(anvilAccount(1));
    const controls = devnetControls(anvil.rpcUrl);
    const watcher = watch({ reorgWindow: 4, maxBlockRange: 7 });
    // The pass the loop starts with, and one after it: none is left to run while the blocks are mined.
    await watcher.scanNow();
    const start = (await watcher.scanNow())?.cursor ?? 0n;
    const since = proxy.forwarded.length;
    const paid: Hex[] = [];
    for (let i = 1n; i <= 3n; i++) {
      paid.push((await pay(token, i)).hash);
      await controls.mine(9);
    }
    const head = await createChainClient(anvil.rpcUrl).getBlockNumber();
    let report = await watcher.scanNow();
    while (report && !report.caughtUp) report = await watcher.scanNow();

    const expected = Array.from({ length: Number(head - start) }, (_, i) => start + 1n + BigInt(i));
    expect(blocksAskedForLogs(proxy.forwarded, since)).toEqual(expected);
    // Ranges of at most 7 blocks: one eth_getLogs per 7 blocks, not one call per block.
    const calls = proxy.forwarded.slice(since).filter((call) => logRange(call));
    expect(calls).toHaveLength(Math.ceil(expected.length / 7));
    expect((await windowRows()).every((block) => block > head - 4n)).toBe(true);
    expect(Object.values(await outcomes(h))).toEqual(['credited', 'credited', 'credited']);
    expect(Object.keys(await outcomes(h)).sort()).toEqual([...paid].sort());
  });

  it('catches up 1,000 blocks without payments in at most 5 calls and 50 kB', async () => {
    const watcher = watch();
    // The pass the loop starts with, and one after it: none is left to run while the blocks are mined.
    await watcher.scanNow();
    await watcher.scanNow();
    await devnetControls(anvil.rpcUrl).mine(1000);
    const since = proxy.forwarded.length;
    const report = await watcher.scanNow();
    expect(report?.caughtUp).toBe(true);
    const calls = proxy.forwarded.slice(since);
    expect(calls.length).toBeLessThanOrEqual(5);
    expect(calls.reduce((sum, call) => sum + (call.bytes ?? 0), 0)).toBeLessThanOrEqual(50_000);
    expect(blocksAskedForLogs(calls)).toHaveLength(1000);
  });

  it('with two watchers on one database, one scans: each block asked for once, rereading after a reorganisation only', async () => {
    const { token } = await h.signIn(anvilAccount(1));
    const controls = devnetControls(anvil.rpcUrl);
    const otherDb = kind === 'postgres' ? await openSameSchema(h.db) : h.db;
    if (otherDb !== h.db) extraDbs.push(otherDb);
    watch({ pollMs: 10 });
    watch({ db: otherDb, pollMs: 10 });
    const first = await pay(token, 1n);
    await controls.mine(6);
    await vi.waitFor(async () => expect((await outcomes(h))[first.hash]).toBe('credited'), waitLong);
    const head = await createChainClient(anvil.rpcUrl).getBlockNumber();
    await vi.waitFor(() => expect(blocksAskedForLogs(proxy.forwarded)).toContain(head), waitLong);
    const since = proxy.forwarded.length;
    const order = await placeOrder(h, token, 10n);
    await reorg(anvil.rpcUrl, 3, [[await signPayment(anvil.rpcUrl, 1, order), 1]]);
    await vi.waitFor(async () => expect(Object.keys(await outcomes(h))).toHaveLength(2), waitLong);
    await vi.waitFor(() => expect(rereadBlocks(proxy.forwarded, since)).toContain(head), waitLong);
    await Promise.all(watchers.splice(0).map((watcher) => watcher.stop()));

    expect(log.filter((e) => e.event === 'leader' && e.held)).toHaveLength(1);
    expect(rereadBlocks(proxy.forwarded.slice(0, since))).toEqual([]);
    expect(rereadBlocks(proxy.forwarded, since)).toEqual(
      expect.arrayContaining([head - 2n, head - 1n, head]),
    );
    expect(Object.values(await outcomes(h))).toEqual(['credited', 'credited']);
    expect(await power(token)).toBe('11');
  });
});

async function openSameSchema(db: Database): Promise<Database> {
  const { rows } = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
  return openDatabase({ databaseUrl: process.env.DATABASE_URL_TEST, schema: rows[0]?.schema });
}
