import type { Hex } from 'viem';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/database';
import { openDatabase } from '../db/open-database';
import { type Anvil, startAnvil } from '../devnet/anvil';
import { devAccount } from '../devnet/dev-accounts';
import { devnetWallet } from '../devnet/devnet-wallet';
import { devnetControls } from '../devnet/mining-controls';
import { ensureDevnetPayments } from '../devnet/payments-devnet';
import { creditPaidOrder } from '../ledger/credit-paid-order';
import { anvilAccount } from '../testing/anvil-accounts';
import { type Harness, useHarness } from '../testing/harness';
import { databaseKinds } from '../testing/test-databases';
import { testWatcherOptions } from '../testing/watcher-scenario';
import { createChainClient } from './chain-reads';
import type { WatcherLogEntry } from './scan-payments';
import { type StartWatcherOptions, startWatcher, type Watcher } from './watcher';

type Order = { orderId: string; value: string; reference: Hex; payTo: Hex; expiresAt: string };

async function placeOrder(h: Harness, token: string, tokens: bigint): Promise<Order> {
  const res = await h.request('POST', '/api/v1/purchase', {
    token,
    body: { amount: (tokens * 10n ** 18n).toString() },
  });
  expect(res.status).toBe(200);
  return res.body.data;
}

async function orderStatus(h: Harness, token: string, orderId: string) {
  const res = await h.request('GET', '/api/v1/me/purchase/history?size=100', { token });
  const order = res.body.data.items.find((item: { orderId: string }) => item.orderId === orderId);
  return { status: order?.status as string, txHash: order?.txHash as string | null };
}

async function outcomes(h: Harness): Promise<Record<string, string>> {
  const { rows } = await h.db.query<{ tx_hash: string; outcome: string }>(
    'SELECT tx_hash, outcome FROM chain_payment_observations',
  );
  return Object.fromEntries(rows.map((row) => [row.tx_hash, row.outcome]));
}

async function openSameSchema(h: Harness): Promise<Database> {
  const { rows } = await h.db.query<{ schema: string }>('SELECT current_schema() AS schema');
  return openDatabase({ databaseUrl: process.env.DATABASE_URL_TEST, schema: rows[0]?.schema });
}

describe.each(databaseKinds)('startWatcher on %s', (kind) => {
  // Tests move the clock hours past an order's expiry and read the history with the token they signed in with.
  const h = useHarness(kind, { TOKEN_TTL_MINUTES: '1440' });
  let anvil: Anvil;
  const watchers: Watcher[] = [];
  const buyer = () => devnetWallet(anvil.rpcUrl, devAccount(1));

  function watch(overrides: Partial<StartWatcherOptions> = {}): Watcher {
    const watcher = startWatcher({ ...testWatcherOptions(h, anvil.rpcUrl), ...overrides });
    watchers.push(watcher);
    return watcher;
  }

  /** The last moment a block can hold a payment for this order in time: its expiry plus the grace. */
  const deadline = (order: Order) => new Date(Date.parse(order.expiresAt) + h.config.ledger.paymentGraceMs);

  beforeEach(async () => {
    anvil = await startAnvil();
    // What `npm start` does on the devnet: the payment contract orders name as payTo.
    await ensureDevnetPayments(anvil.rpcUrl, h.config.treasury);
    // The server's clock starts at the devnet's, so orders are placed when the chain says it is.
    const genesis = await createChainClient(anvil.rpcUrl).getBlock();
    h.clock.now = Number(genesis.timestamp) * 1000;
  });
  afterEach(async () => {
    await Promise.all(watchers.splice(0).map((watcher) => watcher.stop()));
    await anvil.stop();
  });

  it('credits an order paid by a real signed transaction once, with its power', async () => {
    const { token } = await h.signIn(anvilAccount(1));
    const order = await placeOrder(h, token, 1000n);
    const hash = await buyer().payMined(order, BigInt(order.value));
    const watcher = watch({ pollMs: 25 });
    await vi.waitFor(async () => expect((await orderStatus(h, token, order.orderId)).status).toBe('paid'), {
      timeout: 10_000,
      interval: 25,
    });
    expect((await orderStatus(h, token, order.orderId)).txHash).toBe(hash);
    await watcher.scanNow();
    await watcher.scanNow();
    const mining = await h.request('GET', '/api/v1/me/mining', { token });
    expect(mining.body.data.power).toBe('1000');
    const me = await h.request('GET', '/api/v1/me', { token });
    expect(me.body.data.pass.holder).toBe(true);
    expect(await outcomes(h)).toEqual({ [hash]: 'credited' });
  });

  it('never credits an underpaid order or a payment from someone else', async () => {
    const { token } = await h.signIn(anvilAccount(1));
    const short = await placeOrder(h, token, 5n);
    const foreign = await placeOrder(h, token, 5n);
    const underpaid = await buyer().payMined(short, BigInt(short.value) - 1n);
    const stranger = devnetWallet(anvil.rpcUrl, devAccount(2));
    const wrongSender = await stranger.payMined(foreign, BigInt(foreign.value));
    await watch().scanNow();
    expect(await outcomes(h)).toEqual({ [underpaid]: 'underpaid', [wrongSender]: 'wrong-sender' });
    expect((await orderStatus(h, token, short.orderId)).status).toBe('awaiting_payment');
    expect((await orderStatus(h, token, foreign.orderId)).status).toBe('awaiting_payment');
  });

  it('records nothing and credits nothing when the payment reverts (a treasury that refuses coins)', async () => {
    const revertingTreasury = await buyer().deployAlwaysReverting();
    // The contract at the devnet address now forwards to a treasury that rejects: pay() reverts, no event.
    await ensureDevnetPayments(anvil.rpcUrl, revertingTreasury);
    const { token } = await h.signIn(anvilAccount(1));
    const order = await placeOrder(h, token, 5n);
    const hash = await buyer().payMined(order, BigInt(order.value));
    expect((await buyer().waitForReceipt(hash)).status).toBe('reverted');
    await watch().scanNow();
    expect(await outcomes(h)).toEqual({});
    expect((await orderStatus(h, token, order.orderId)).status).toBe('awaiting_payment');
  });

  it('never credits a plain transfer to the treasury, even one carrying the reference', async () => {
    const { token } = await h.signIn(anvilAccount(1));
    const order = await placeOrder(h, token, 5n);
    await buyer().sendMined(h.config.treasury, BigInt(order.value), order.reference);
    await watch().scanNow();
    expect(await outcomes(h)).toEqual({});
    expect((await orderStatus(h, token, order.orderId)).status).toBe('awaiting_payment');
  });

  it('credits a payment mined in time however long after the expiry the watcher gets to it', async () => {
    const inviter = await h.signIn(anvilAccount(2));
    const { token } = await h.signIn(anvilAccount(1), inviter.data.user.inviteCode);
    const before = watch();
    await before.scanNow();
    await before.stop();
    const order = await placeOrder(h, token, 10n);
    const hash = await buyer().payMined(order, BigInt(order.value));
    // The watcher is down for hours and judges the payment long after the order's expiry plus the grace.
    h.clock.advance(h.config.orderTtlMs + h.config.ledger.paymentGraceMs + 6 * 3_600_000);
    await watch().scanNow();
    expect(await outcomes(h)).toEqual({ [hash]: 'credited' });
    expect(await orderStatus(h, token, order.orderId)).toEqual({ status: 'paid', txHash: hash });
    const mining = await h.request('GET', '/api/v1/me/mining', { token });
    expect(mining.body.data.power).toBe('10');
    const commission = await h.request('GET', '/api/v1/me/commission-balance', { token: inviter.token });
    expect(commission.body.data.totalEarned).toBe((10n ** 18n).toString());
  });

  it('finds an order paid in time on its first scan, however long ago the payment was mined', async () => {
    const { token } = await h.signIn(anvilAccount(1));
    const order = await placeOrder(h, token, 5n);
    const hash = await buyer().payMined(order, BigInt(order.value));
    // Far more blocks than a first scan looks back without an open order to start from.
    await devnetControls(anvil.rpcUrl).mine(200);
    h.clock.advance(h.config.orderTtlMs + h.config.ledger.paymentGraceMs + 6 * 3_600_000);
    await watch().scanNow();
    expect(await outcomes(h)).toEqual({ [hash]: 'credited' });
    expect((await orderStatus(h, token, order.orderId)).status).toBe('paid');
  });

  it('judges a payment by the time of its block: up to the expiry plus the grace, not a second later', async () => {
    const { token } = await h.signIn(anvilAccount(1));
    const last = await placeOrder(h, token, 5n);
    const late = await placeOrder(h, token, 5n);
    const controls = devnetControls(anvil.rpcUrl);
    await controls.setNextBlockTime(deadline(last));
    const inTime = await buyer().payMined(last, BigInt(last.value));
    await controls.setNextBlockTime(new Date(deadline(late).getTime() + 1000));
    const tooLate = await buyer().payMined(late, BigInt(late.value));
    h.clock.advance(h.config.orderTtlMs + h.config.ledger.paymentGraceMs + 3_600_000);
    await watch().scanNow();
    expect(await outcomes(h)).toEqual({ [inTime]: 'credited', [tooLate]: 'expired' });
    expect((await orderStatus(h, token, last.orderId)).status).toBe('paid');
    expect((await orderStatus(h, token, late.orderId)).status).toBe('expired');
  });

  it('shows an order paid in time but confirmed after its deadline awaiting payment, then paid, never expired', async () => {
    const { token } = await h.signIn(anvilAccount(1));
    const paid = await placeOrder(h, token, 5n);
    const unpaid = await placeOrder(h, token, 5n);
    const statuses = async () => [
      (await orderStatus(h, token, paid.orderId)).status,
      (await orderStatus(h, token, unpaid.orderId)).status,
    ];
    const controls = devnetControls(anvil.rpcUrl);
    const watcher = watch({ confirmations: 3 });
    await controls.setAutomine(false);
    try {
      await buyer().pay(paid, BigInt(paid.value));
      // Mined at the last creditable second; the blocks after it a second later, past both orders' deadline.
      await controls.setNextBlockTime(deadline(paid));
      await controls.mine(1);
      await controls.setNextBlockTime(new Date(deadline(paid).getTime() + 1000));
      await controls.mine(1);
      h.clock.advance(h.config.orderTtlMs + h.config.ledger.paymentGraceMs + 3_600_000);
      await watcher.scanNow();
      // The server's clock is an hour past the deadline, but the payment's block lacks confirmations.
      expect(await statuses()).toEqual(['awaiting_payment', 'awaiting_payment']);
      await controls.mine(1);
      await watcher.scanNow();
      // The payment's block is judged; the blocks after it, which could share its second, are not yet.
      expect(await statuses()).toEqual(['paid', 'awaiting_payment']);
      await controls.mine(1);
      await watcher.scanNow();
      expect(await statuses()).toEqual(['paid', 'expired']);
    } finally {
      await controls.setAutomine(true);
    }
  });

  it('keeps polling through a node outage and picks up a devnet restarted from scratch', async () => {
    const log: WatcherLogEntry[] = [];
    const { token } = await h.signIn(anvilAccount(1));
    const before = await placeOrder(h, token, 1n);
    await buyer().payMined(before, BigInt(before.value));
    await devnetControls(anvil.rpcUrl).mine(5);
    const watcher = watch({ pollMs: 20, log: (e) => log.push(e) });
    await vi.waitFor(async () => expect((await orderStatus(h, token, before.orderId)).status).toBe('paid'), {
      timeout: 10_000,
      interval: 25,
    });
    const { port } = anvil;
    await anvil.stop();
    await vi.waitFor(() => expect(log.some((e) => e.event === 'error')).toBe(true), { timeout: 10_000 });
    anvil = await startAnvil({ port });
    await ensureDevnetPayments(anvil.rpcUrl, h.config.treasury);
    const after = await placeOrder(h, token, 2n);
    const hash = await buyer().payMined(after, BigInt(after.value));
    await vi.waitFor(async () => expect((await orderStatus(h, token, after.orderId)).txHash).toBe(hash), {
      timeout: 10_000,
      interval: 25,
    });
    expect(log.some((e) => e.event === 'rewind')).toBe(true);
    await watcher.stop();
  });

  it('credits only once the payment has the configured confirmations', async () => {
    const { token } = await h.signIn(anvilAccount(1));
    const order = await placeOrder(h, token, 5n);
    const controls = devnetControls(anvil.rpcUrl);
    await controls.setAutomine(false);
    await buyer().pay(order, BigInt(order.value));
    const watcher = watch({ confirmations: 3 });
    for (const confirmations of [1, 2]) {
      await controls.mine(1);
      await watcher.scanNow();
      expect((await orderStatus(h, token, order.orderId)).status, `${confirmations} confirmation(s)`).toBe(
        'awaiting_payment',
      );
    }
    await controls.mine(1);
    await watcher.scanNow();
    expect((await orderStatus(h, token, order.orderId)).status).toBe('paid');
  });

  it('loses nothing and credits nothing twice across a crash and a restart', async () => {
    const { token } = await h.signIn(anvilAccount(1));
    const [first, second, third] = [
      await placeOrder(h, token, 1n),
      await placeOrder(h, token, 2n),
      await placeOrder(h, token, 4n),
    ];
    if (!first || !second || !third) throw new Error('orders missing');
    await buyer().payMined(first, BigInt(first.value));
    await buyer().payMined(second, BigInt(second.value));
    // The process dies right after crediting the second order, before the watcher saves its cursor.
    const crashing = watch({
      credit: async (payment) => {
        const result = await creditPaidOrder(
          h.db,
          { ...payment, chainId: 31337 },
          {
            rules: h.config.ledger,
            now: () => new Date(h.clock.now),
          },
        );
        if (payment.reference === second.reference) throw new Error('killed');
        return result;
      },
    });
    await expect(crashing.scanNow()).rejects.toThrow('killed');
    await crashing.stop();
    await buyer().payMined(third, BigInt(third.value));

    await watch().scanNow();
    for (const order of [first, second, third])
      expect((await orderStatus(h, token, order.orderId)).status).toBe('paid');
    const mining = await h.request('GET', '/api/v1/me/mining', { token });
    expect(mining.body.data.power).toBe('7');
    // A pass saves its range's judgements at its end: both payments judged before the crash are judged again.
    expect(Object.values(await outcomes(h)).sort()).toEqual(['already-paid', 'already-paid', 'credited']);
  });

  it('lets one of two watchers on the same database scan, and credits every order once', async () => {
    const log: WatcherLogEntry[] = [];
    const { token } = await h.signIn(anvilAccount(1));
    const orders = [
      await placeOrder(h, token, 1n),
      await placeOrder(h, token, 10n),
      await placeOrder(h, token, 100n),
    ];
    // On PostgreSQL the second watcher gets a pool of its own, as a second server process would.
    const otherDb = kind === 'postgres' ? await openSameSchema(h) : h.db;
    const a = watch({ pollMs: 20, log: (e) => log.push(e) });
    const b = watch({ db: otherDb, pollMs: 20, log: (e) => log.push(e) });
    for (const order of orders) await buyer().payMined(order, BigInt(order.value));
    await vi.waitFor(
      async () => {
        for (const order of orders) expect((await orderStatus(h, token, order.orderId)).status).toBe('paid');
      },
      { timeout: 10_000, interval: 25 },
    );
    const reports = await Promise.all([a.scanNow(), b.scanNow()]);
    expect(reports.filter((report) => report === undefined)).toHaveLength(1);
    expect(log.filter((e) => e.event === 'leader' && e.held)).toHaveLength(1);
    const mining = await h.request('GET', '/api/v1/me/mining', { token });
    expect(mining.body.data.power).toBe('111');
    expect(Object.values(await outcomes(h))).toEqual(['credited', 'credited', 'credited']);
    await b.stop();
    if (otherDb !== h.db) await otherDb.close();
  });

  it('refuses to scan a node that serves another chain', async () => {
    await expect(watch({ chainId: 56 }).scanNow()).rejects.toThrow(
      /serves chain 31337, but CHAIN expects chain 56/,
    );
  });
});
