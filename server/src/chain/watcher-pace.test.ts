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
import { type RpcProxy, startRpcProxy } from '../testing/rpc-proxy';
import { databaseKinds } from '../testing/test-databases';
import { outcomes, placeOrder, reorg, testWatcherOptions } from '../testing/watcher-scenario';
import { createChainClient } from './chain-reads';
import type { WatcherLogEntry } from './scan-payments';
import { type StartWatcherOptions, startWatcher, type Watcher } from './watcher';

/** anvil_setChainId: the node now serves another chain, its blocks unchanged. */
async function setChainId(rpcUrl: string, chainId: number): Promise<void> {
  await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_setChainId', params: [chainId] }),
  });
}

/** Polling for what the watcher does in the background; generous, as the machine may be busy. */
const waitLong = { timeout: 20_000, interval: 10 };
/** Ticks a test lets pass without a pass due: many, each a database read only. */
const MANY_TICKS = 40;
/** The idle interval these tests give the watcher, on the harness clock (which moves only when told). */
const IDLE_MS = 600_000;
/** The window after an order's deadline or credit in which the watcher stays at pace (chain/README.md). */
const RECENT_MS = 15 * 60_000;

// The watcher polls every 10 ms of real time; the idle interval and the order deadlines are on the harness
// clock, which only the test moves. What the watcher asked the node is counted by a proxy in front of anvil.
describe.each(databaseKinds)('the watcher at pace and idle, on %s', (kind) => {
  // The clock moves hours past orders' deadlines while the signed-in token is still used.
  const h = useHarness(kind, { TOKEN_TTL_MINUTES: '1440' });
  let anvil: Anvil;
  let proxy: RpcProxy;
  let log: WatcherLogEntry[];
  const watchers: Watcher[] = [];
  const extraDbs: Database[] = [];
  const buyer = () => devnetWallet(anvil.rpcUrl, devAccount(1));
  /** Ticks the watcher took: each asks the database whether a payment is likely. */
  let ticks: () => number;

  function watch(overrides: Partial<StartWatcherOptions> = {}): Watcher {
    const watcher = startWatcher({
      ...testWatcherOptions(h, proxy.url),
      pollMs: 10,
      idlePollMs: IDLE_MS,
      log: (entry) => log.push(entry),
      ...overrides,
    });
    watchers.push(watcher);
    return watcher;
  }

  /** Lets `count` more ticks pass (no sleep: until the watcher has asked the database that many times). */
  async function letTicksPass(count: number) {
    const until = ticks() + count;
    await vi.waitFor(() => expect(ticks()).toBeGreaterThanOrEqual(until), waitLong);
  }

  async function orderStatus(token: string, orderId: string): Promise<string> {
    const res = await h.request('GET', '/api/v1/me/purchase/history?size=100', { token });
    return res.body.data.items.find((item: { orderId: string }) => item.orderId === orderId)?.status;
  }

  /** On PostgreSQL, a database session of its own, as a second server process sharing the database has. */
  async function otherInstanceDb(): Promise<Database> {
    if (kind === 'pglite') return h.db;
    const { rows } = await h.db.query<{ schema: string }>('SELECT current_schema() AS schema');
    const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL_TEST, schema: rows[0]?.schema });
    extraDbs.push(db);
    return db;
  }

  /** Counts the ticks of a watcher on `db`: its reads of whether a payment is likely. */
  function countTicks(db: Database) {
    const query = db.query.bind(db);
    let count = 0;
    vi.spyOn(db, 'query').mockImplementation((sql, params) => {
      if (sql.includes('AS likely')) count += 1;
      return query(sql, params);
    });
    ticks = () => count;
  }

  beforeEach(async () => {
    log = [];
    anvil = await startAnvil();
    await ensureDevnetPayments(anvil.rpcUrl, h.config.treasury);
    proxy = await startRpcProxy(anvil.rpcUrl);
    const genesis = await createChainClient(anvil.rpcUrl).getBlock();
    h.clock.now = Number(genesis.timestamp) * 1000;
    countTicks(h.db);
  });
  afterEach(async () => {
    await Promise.all(watchers.splice(0).map((watcher) => watcher.stop()));
    vi.restoreAllMocks();
    await Promise.all(extraDbs.splice(0).map((db) => db.close()));
    await proxy.close();
    await anvil.stop();
  });

  it('with no order awaiting payment, calls no node over many ticks; a payment made meanwhile is recorded at the next idle pass', async () => {
    const { token } = await h.signIn(anvilAccount(1));
    const order = await placeOrder(h, token, 1n);
    const first = await buyer().payMined(order, BigInt(order.value));
    watch();
    await vi.waitFor(async () => expect(await orderStatus(token, order.orderId)).toBe('paid'), waitLong);
    // Credited just now: a second payment is likely, so the watcher stays at pace for a while.
    await letTicksPass(3);
    const atPace = proxy.forwarded.length;
    await letTicksPass(3);
    expect(proxy.forwarded.length).toBeGreaterThan(atPace);

    // The order was paid longer ago than the window: nothing awaits payment, no tick calls the node.
    h.clock.advance(RECENT_MS + 1);
    await letTicksPass(2);
    const idleFrom = proxy.forwarded.length;
    const second = await buyer().payMined(order, BigInt(order.value));
    await devnetControls(anvil.rpcUrl).mine(3);
    await letTicksPass(MANY_TICKS);
    expect(proxy.forwarded.slice(idleFrom)).toEqual([]);
    expect(await outcomes(h)).toEqual({ [first]: 'credited' });

    // The idle interval has passed: one pass reads everything since the cursor and records the duplicate.
    h.clock.advance(IDLE_MS);
    await vi.waitFor(async () => expect((await outcomes(h))[second]).toBe('already-paid'), waitLong);
    expect(await outcomes(h)).toEqual({ [first]: 'credited', [second]: 'already-paid' });
  });

  it('an order placed through the API on another instance brings an idle watcher back to pace, and its payment is credited', async () => {
    const { token } = await h.signIn(anvilAccount(1));
    const watcherDb = await otherInstanceDb();
    if (watcherDb !== h.db) countTicks(watcherDb);
    watch({ db: watcherDb });
    await letTicksPass(2);
    const idleFrom = proxy.forwarded.length;
    await letTicksPass(MANY_TICKS);
    expect(proxy.forwarded.slice(idleFrom)).toEqual([]);

    // The harness's app is the other instance: the watcher learns of the order from the database alone.
    const order = await placeOrder(h, token, 2n);
    const hash = await buyer().payMined(order, BigInt(order.value));
    // The idle interval never passes on this clock: only the pace credits it.
    await vi.waitFor(async () => expect(await outcomes(h)).toEqual({ [hash]: 'credited' }), waitLong);
    expect(await orderStatus(token, order.orderId)).toBe('paid');
  });

  it('stays at pace until the deadline of an unpaid order is 15 minutes past, then idles', async () => {
    const { token } = await h.signIn(anvilAccount(1));
    const order = await placeOrder(h, token, 1n);
    watch();
    const deadline = Date.parse(order.expiresAt) + h.config.ledger.paymentGraceMs;
    h.clock.now = deadline + RECENT_MS - 1_000;
    await letTicksPass(2);
    const stillAtPace = proxy.forwarded.length;
    await letTicksPass(3);
    expect(proxy.forwarded.length).toBeGreaterThan(stillAtPace);

    h.clock.now = deadline + RECENT_MS + 1;
    await letTicksPass(2);
    const idleFrom = proxy.forwarded.length;
    await letTicksPass(MANY_TICKS);
    expect(proxy.forwarded.slice(idleFrom)).toEqual([]);
  });

  it('credits nothing once the node serves another chain, though ticks reuse the chain id they read', async () => {
    const { token } = await h.signIn(anvilAccount(1));
    const order = await placeOrder(h, token, 1n);
    watch();
    await letTicksPass(3);
    const chainIdReads = () => proxy.forwarded.filter((call) => call.method === 'eth_chainId').length;
    const readsAtPace = chainIdReads();
    await letTicksPass(10);
    // At pace, each tick reads the head; the chain id read at the first pass is reused.
    expect(chainIdReads()).toBe(readsAtPace);

    await setChainId(anvil.rpcUrl, 56);
    const hash = await buyer().payMined(order, BigInt(order.value));
    await vi.waitFor(
      () => expect(log.some((e) => e.event === 'error' && e.message.includes('serves chain 56'))).toBe(true),
      waitLong,
    );
    await letTicksPass(5);
    expect(await outcomes(h)).toEqual({});
    expect(await orderStatus(token, order.orderId)).toBe('awaiting_payment');

    await setChainId(anvil.rpcUrl, 31337);
    await vi.waitFor(async () => expect(await outcomes(h)).toEqual({ [hash]: 'credited' }), waitLong);
  });

  it('moves its cursor nowhere when a reorganisation shows on a node that now serves another chain', async () => {
    const { token } = await h.signIn(anvilAccount(1));
    await placeOrder(h, token, 1n);
    await devnetControls(anvil.rpcUrl).mine(5);
    watch();
    const head = await createChainClient(anvil.rpcUrl).getBlockNumber();
    const cursor = async () =>
      (
        await h.db.query<{ block_number: string; block_hash: string }>(
          'SELECT block_number, block_hash FROM chain_watch_cursor',
        )
      ).rows[0];
    await vi.waitFor(async () => expect(String((await cursor())?.block_number)).toBe(String(head)), waitLong);
    const before = await cursor();

    await setChainId(anvil.rpcUrl, 56);
    await reorg(anvil.rpcUrl, 3);
    await vi.waitFor(
      () => expect(log.some((e) => e.event === 'error' && e.message.includes('serves chain 56'))).toBe(true),
      waitLong,
    );
    await letTicksPass(5);
    expect(await cursor()).toEqual(before);
  });
});
