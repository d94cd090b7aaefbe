import { describe, expect, it } from 'vitest';
import { anvilAccount } from '../testing/anvil-accounts';
import { fakeTxHash, type Json, useHarness } from '../testing/harness';
import { databaseKinds } from '../testing/test-databases';
import { creditPaidOrder } from './credit-paid-order';

const alice = anvilAccount(1);
const bob = anvilAccount(2);
const carol = anvilAccount(3);
const N = 50;
const DAILY = 100_000n * 10n ** 18n;
const earned = (ms: number) => (DAILY * BigInt(ms)) / 86_400_000n;
const sum = (values: Json[]) => values.reduce((total: bigint, v: Json) => total + BigInt(v), 0n);

describe.each(databaseKinds)('concurrent money moves on %s', (kind) => {
  const h = useHarness(kind);
  const burst = <T>(n: number, f: (i: number) => Promise<T>) =>
    Promise.all(Array.from({ length: n }, (_, i) => f(i)));
  const mining = async (token: string) => (await h.request('GET', '/api/v1/me/mining', { token })).body.data;

  it(`${N} simultaneous identical mining claims credit once`, async () => {
    const { token } = await h.signIn(alice);
    await h.buy(token, alice, 100);
    h.clock.advance(60_000);
    const now = h.clock.now;
    const responses = await burst(N, () =>
      h.request('POST', '/api/v1/mining/claim', { token, body: { now } }),
    );
    expect(new Set(responses.map((r) => r.status))).toEqual(new Set([200]));
    expect(new Set(responses.map((r) => JSON.stringify(r.body))).size).toBe(1);
    expect(responses[0]?.body.data.claimed).toBe(earned(60_000).toString());
    expect((await mining(token)).claimed).toBe(earned(60_000).toString());
    expect((await h.request('GET', '/api/v1/me/mining-claim-log', { token })).body.data.total).toBe(1);
  });

  it(`${N} simultaneous mining claims with distinct now values credit exactly what accrued`, async () => {
    const { token } = await h.signIn(alice);
    await h.buy(token, alice, 100);
    const start = h.clock.now;
    h.clock.advance(60_000);
    h.clock.tick = 7; // server time moves on while the claims run
    const now = h.clock.now;
    const responses = await burst(N, (i) =>
      h.request('POST', '/api/v1/mining/claim', { token, body: { now: now + i } }),
    );
    h.clock.tick = 0;
    expect(responses.every((r) => r.status === 200)).toBe(true);
    // Each claim that found something accrued has its own row; one that found nothing (another claim took it
    // first) credits nothing and writes no row, answering claimId "0".
    const [credited, empty] = [
      responses.filter((r) => r.body.data.claimed !== '0'),
      responses.filter((r) => r.body.data.claimed === '0'),
    ];
    expect(new Set(credited.map((r) => r.body.data.claimId)).size).toBe(credited.length);
    expect(empty.every((r) => r.body.data.claimId === '0')).toBe(true);
    const claimed = sum(responses.map((r) => r.body.data.claimed));
    const state = await mining(token);
    const lastClaimAt = Date.parse(state.lastClaimAt);
    // Alone in the pool: everything emitted until the last claim, less under one base unit of carried dust.
    expect(claimed).toBe(earned(lastClaimAt - start));
    expect(BigInt(state.claimed)).toBe(claimed);
  });

  it(`${N} simultaneous identical commission claims and collections move value once`, async () => {
    const a = await h.signIn(alice);
    const b = await h.signIn(bob, a.data.user.inviteCode);
    await h.buy(b.token, bob, 1000);
    const now = h.clock.now;
    const claims = await burst(N, () =>
      h.request('POST', '/api/v1/me/commission/claim', { token: a.token, body: { now } }),
    );
    expect(new Set(claims.map((r) => JSON.stringify(r.body))).size).toBe(1);
    const balance = (await h.request('GET', '/api/v1/me/commission-balance', { token: a.token })).body.data;
    expect(balance).toEqual({
      available: '0',
      totalEarned: '100000000000000000000',
      totalClaimed: '100000000000000000000',
    });
    const collections = await burst(N, (i) =>
      h.request('POST', '/api/v1/spec-mining/collection', { token: b.token, body: { now: now + i } }),
    );
    expect(collections.filter((r) => r.status === 200)).toHaveLength(1);
    expect(collections.filter((r) => r.status === 409)).toHaveLength(N - 1);
    expect((await mining(b.token)).claimed).toBe('10000000000000000000');
  });

  it(`creditPaidOrder called ${N} times at once for one payment credits once`, async () => {
    const a = await h.signIn(alice);
    const b = await h.signIn(bob, a.data.user.inviteCode);
    const c = await h.signIn(carol, b.data.user.inviteCode);
    const order = (
      await h.request('POST', '/api/v1/purchase', { token: c.token, body: { amount: '5000000000000000000' } })
    ).body.data;
    const payment = {
      reference: order.reference,
      from: carol.address,
      value: BigInt(order.value),
      txHash: fakeTxHash(),
      paymentIndex: 0,
      blockNumber: 9n,
      blockTimestamp: new Date(h.clock.now),
      chainId: 31337,
    };
    const results = await burst(N, () =>
      creditPaidOrder(h.db, payment, { now: () => new Date(h.clock.now) }),
    );
    expect(results.filter((r) => r === 'credited')).toHaveLength(1);
    expect(results.filter((r) => r === 'already-paid')).toHaveLength(N - 1);
    expect((await mining(c.token)).power).toBe('5');
    const { rows } = await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM commissions');
    expect(rows[0]?.n).toBe(2);
  });

  it('many buyers paying at once under one inviter: every commission lands, no deadlock', async () => {
    const a = await h.signIn(alice);
    const buyers = [2, 3, 4, 5, 6, 7, 8].map(anvilAccount);
    const sessions = [];
    for (const buyer of buyers) sessions.push({ buyer, ...(await h.signIn(buyer, a.data.user.inviteCode)) });
    const orders = await Promise.all(
      sessions.map(async (s) => ({
        s,
        order: (
          await h.request('POST', '/api/v1/purchase', {
            token: s.token,
            body: { amount: '10000000000000000000' },
          })
        ).body.data,
      })),
    );
    const results = await Promise.all([
      ...orders.map(({ s, order }) =>
        creditPaidOrder(
          h.db,
          {
            reference: order.reference,
            from: s.buyer.address,
            value: BigInt(order.value),
            txHash: fakeTxHash(),
            paymentIndex: 0,
            blockNumber: 1n,
            blockTimestamp: new Date(h.clock.now),
            chainId: 31337,
          },
          { now: () => new Date(h.clock.now) },
        ),
      ),
      ...sessions.map((s) =>
        h.request('POST', '/api/v1/mining/claim', { token: s.token, body: { now: h.clock.now } }),
      ),
    ]);
    expect(results.slice(0, buyers.length)).toEqual(buyers.map(() => 'credited'));
    const balance = (await h.request('GET', '/api/v1/me/commission-balance', { token: a.token })).body.data;
    expect(balance.totalEarned).toBe((BigInt(buyers.length) * 10n ** 18n).toString());
  });
});
