import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anvilAccount } from '../testing/anvil-accounts';
import { fakeTxHash, type Harness, type Json, useHarness } from '../testing/harness';
import {
  advanceModel,
  COOLDOWN,
  checkAgainstModel,
  checkConservation,
  expectedCredit,
  type LedgerModel,
  type ModelUser,
  openOrders,
  TOKEN,
} from '../testing/ledger-model';
import { databaseKinds, truncateAll } from '../testing/test-databases';
import { creditPaidOrder } from './credit-paid-order';
import { ensurePool } from './pool';

type Cmd = fc.AsyncCommand<LedgerModel, Harness>;
const userArb = fc.integer({ min: 0, max: 2 });
/** The client's `now`: within the accepted 5 minutes of server time, sometimes reusing an earlier key. */
const offsetArb = fc.constantFrom(0, 0, 1, -1, 250, 299_999, -300_000);

const claimPaths = {
  mining: '/api/v1/mining/claim',
  commission: '/api/v1/me/commission/claim',
  spec: '/api/v1/spec-mining/collection',
};

class Advance implements Cmd {
  constructor(readonly ms: number) {}
  check = () => true;
  async run(m: LedgerModel, h: Harness) {
    advanceModel(m, this.ms);
    h.clock.advance(this.ms);
  }
  toString = () => `advance(${this.ms})`;
}

class Purchase implements Cmd {
  constructor(
    readonly user: number,
    readonly tokens: number,
  ) {}
  check = () => true;
  async run(m: LedgerModel, h: Harness) {
    const u = m.users[this.user] as LedgerModel['users'][number];
    const amount = BigInt(this.tokens) * TOKEN;
    const res = await h.request('POST', '/api/v1/purchase', {
      token: u.token,
      body: { amount: amount.toString() },
    });
    if (openOrders(m, this.user) >= 10) return void expect(res.status).toBe(409);
    expect(res.status).toBe(200);
    expect(res.body.data.value).toBe(((amount * 100_000_000_000_000n) / TOKEN).toString());
    const data = res.body.data;
    m.orders.push({
      user: this.user,
      reference: data.reference,
      value: BigInt(data.value),
      amount,
      expiresAt: Date.parse(data.expiresAt),
      paid: false,
      received: 0n,
    });
  }
  toString = () => `purchase(${this.user}, ${this.tokens})`;
}

class Pay implements Cmd {
  constructor(
    readonly pick: number,
    readonly variant: 'exact' | 'over' | 'under' | 'stranger' | 'sameTx',
    /** How long before the watcher judges it the payment's block was mined. */
    readonly minedAgo: number,
  ) {}
  check = (m: Readonly<LedgerModel>) => m.orders.length > 0;
  async run(m: LedgerModel, h: Harness) {
    // Half the time the newest order (the one a user just placed), otherwise any order, paid or expired.
    const index = this.pick % 2 === 0 ? m.orders.length - 1 : this.pick % m.orders.length;
    const order = m.orders[index] as LedgerModel['orders'][number];
    const from = this.variant === 'stranger' ? (order.user + 1) % 3 : order.user;
    const value = order.value + (this.variant === 'over' ? 1n : this.variant === 'under' ? -1n : 0n);
    const txHash =
      this.variant === 'sameTx' && m.creditedTx.length > 0 ? (m.creditedTx[0] as string) : fakeTxHash();
    const minedAt = m.now - this.minedAgo;
    const expected = expectedCredit(m, order, { from, value, txHash, minedAt });
    const payment = {
      reference: order.reference,
      from: m.users[from]?.address as string,
      value,
      txHash,
      paymentIndex: 0,
      blockNumber: 1n,
      blockTimestamp: new Date(minedAt),
      chainId: 31337,
    };
    expect(await creditPaidOrder(h.db, payment, { now: () => new Date(h.clock.now) })).toBe(expected);
  }
  toString = () => `pay(${this.pick}, ${this.variant}, ${this.minedAgo})`;
}

class Claim implements Cmd {
  constructor(
    readonly user: number,
    readonly endpoint: 'mining' | 'commission' | 'spec',
    readonly offset: number,
    readonly onlyWithPower = false,
  ) {}
  check = (m: Readonly<LedgerModel>) => !this.onlyWithPower || (m.users[this.user]?.power ?? 0n) > 0n;
  async run(m: LedgerModel, h: Harness) {
    const u = m.users[this.user] as LedgerModel['users'][number];
    const now = m.now + this.offset;
    const key = `${this.user}:${this.endpoint}:${now}`;
    const path = claimPaths[this.endpoint];
    const pending = (await h.request('GET', '/api/v1/me/mining', { token: u.token })).body.data.pending;
    const res = await h.request('POST', path, { token: u.token, body: { now } });
    const first = m.responses.get(key);
    if (first) return void expect({ status: res.status, body: res.body }).toEqual(first);
    m.responses.set(key, { status: res.status, body: res.body } as Json);
    if (this.endpoint === 'mining') {
      expect(res.body.data.claimed).toBe(pending);
      u.miningClaimed += BigInt(pending);
    } else if (this.endpoint === 'commission') {
      expect(res.body.data.claimed).toBe((u.commissionEarned - u.commissionClaimed).toString());
      u.commissionClaimed = u.commissionEarned;
    } else if (u.power === 0n || (u.specLast !== null && m.now < u.specLast + COOLDOWN)) {
      expect(res.status).toBe(409);
    } else {
      expect(res.body.data.collected).toBe((u.power * 10n ** 16n).toString());
      u.specCollected += u.power * 10n ** 16n;
      u.specLast = m.now;
    }
  }
  toString = () => `claim(${this.user}, ${this.endpoint}, ${this.offset})`;
}

/** Sends an earlier claim again: the first answer while its `now` is within 5 minutes, else 400. */
class Replay implements Cmd {
  constructor(readonly pick: number) {}
  check = (m: Readonly<LedgerModel>) => m.responses.size > 0;
  async run(m: LedgerModel, h: Harness) {
    const keys = [...m.responses.keys()];
    const key = keys[this.pick % keys.length] as string;
    const [user, endpoint, now] = key.split(':') as [string, keyof typeof claimPaths, string];
    const token = m.users[Number(user)]?.token as string;
    const res = await h.request('POST', claimPaths[endpoint], { token, body: { now: Number(now) } });
    if (Math.abs(Number(now) - m.now) > 300_000) return void expect(res.status).toBe(400);
    expect({ status: res.status, body: res.body }).toEqual(m.responses.get(key));
  }
  toString = () => `replay(${this.pick})`;
}

const advance = fc
  .oneof(fc.integer({ min: 1, max: 60_000 }), fc.integer({ min: 1, max: 6 * 3_600_000 }))
  .map((ms) => new Advance(ms));
const purchase = fc.tuple(userArb, fc.integer({ min: 1, max: 1500 })).map(([u, t]) => new Purchase(u, t));
/** Mostly judged as soon as mined; sometimes after the watcher was behind by up to 12 hours. */
const minedAgo = fc.oneof(fc.constant(0), fc.constant(0), fc.integer({ min: 0, max: 12 * 3_600_000 }));
const pay = fc
  .tuple(
    fc.nat(),
    fc.constantFrom('exact', 'exact', 'over', 'under', 'stranger', 'sameTx' as const),
    minedAgo,
  )
  .map(([p, v, ago]) => new Pay(p, v, ago));
const claim = fc
  .tuple(userArb, fc.constantFrom('mining', 'commission', 'spec' as const), offsetArb)
  .map(([u, e, o]) => new Claim(u, e, o));
const collectWithPower = fc.tuple(userArb, offsetArb).map(([u, o]) => new Claim(u, 'spec', o, true));
/** Purchases, payments and claims weigh more than time jumps, so runs build up power and balances. */
const replay = fc.nat().map((pick) => new Replay(pick));
const commands = [advance, purchase, purchase, pay, pay, claim, claim, collectWithPower, replay];

const checkAll: Cmd = { check: () => true, run: checkAgainstModel, toString: () => 'check' };

async function freshModel(h: Harness): Promise<LedgerModel> {
  await truncateAll(h.db);
  h.clock.now = Date.parse('2026-01-01T00:00:00.000Z');
  await ensurePool(h.db, h.config.pool, new Date(h.clock.now));
  const users: ModelUser[] = [];
  let inviteCode: string | undefined;
  for (const [i, account] of [anvilAccount(1), anvilAccount(2), anvilAccount(3)].entries()) {
    const { token, data } = await h.signIn(account, inviteCode);
    inviteCode = data.user.inviteCode;
    users.push({
      token,
      address: account.address,
      inviters: [i - 1, i - 2].filter((n) => n >= 0),
      power: 0n,
      purchased: 0n,
      ideal: { n: 0n, d: 1n },
      miningClaimed: 0n,
      specCollected: 0n,
      specLast: null,
      commissionEarned: 0n,
      commissionClaimed: 0n,
    });
  }
  return { now: h.clock.now, users, orders: [], creditedTx: [], emittedScaled: 0n, responses: new Map() };
}

describe.each(databaseKinds)('ledger model on %s', (kind) => {
  // Public reads are compared with the model right after each write: no cache in between.
  const h = useHarness(kind, { TOKEN_TTL_MINUTES: '1440', PUBLIC_CACHE_SECONDS: '0' });

  it('random purchases, payments, time, claims and collections keep the books', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 30, size: 'max' }), async (cmds) => {
        const model = await freshModel(h);
        // The API is compared with the model after every command, and conservation is checked exactly at the end.
        await fc.asyncModelRun(
          () => ({ model, real: h }),
          [...cmds].flatMap((cmd) => [cmd, checkAll]),
        );
        await checkConservation(model, h);
      }),
      { numRuns: 8 },
    );
  }, 180_000);
});
