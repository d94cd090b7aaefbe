import { describe, expect, it } from 'vitest';
import { anvilAccount } from '../testing/anvil-accounts';
import { useHarness } from '../testing/harness';
import { databaseKinds } from '../testing/test-databases';

const alice = anvilAccount(1);
const bob = anvilAccount(2);
const DAILY = 100_000n * 10n ** 18n;
/** What `tokensShare` of the pool earns over `ms` milliseconds, rounded down as the server does. */
const earned = (ms: number, share = 1n, of = 1n) => (DAILY * BigInt(ms) * share) / (86_400_000n * of);
const MINING = '/api/v1/me/mining';
const CLAIM = '/api/v1/mining/claim';
const COLLECT = '/api/v1/spec-mining/collection';

describe.each(databaseKinds)('mining on %s', (kind) => {
  const h = useHarness(kind);
  const claim = (token: string, now = h.clock.now) => h.request('POST', CLAIM, { token, body: { now } });
  const mining = async (token: string) => (await h.request('GET', MINING, { token })).body.data;

  it('starts with no power and nothing accruing', async () => {
    const { token } = await h.signIn(alice);
    h.clock.advance(60_000);
    expect(await mining(token)).toEqual({
      poolId: 'genesis',
      power: '0',
      pending: '0',
      claimed: '0',
      ratePerSecond: '0',
      lastClaimAt: null,
      spec: { lastCollectAt: null, nextCollectAt: null, bonus: '0' },
    });
    const res = await claim(token);
    expect(res.status).toBe(200);
    // A claim of zero credits nothing and writes no ledger row (claimId "0": no claim was recorded).
    expect(res.body.data).toEqual({ claimId: '0', claimed: '0' });
    const log = await h.request('GET', '/api/v1/me/mining-claim-log', { token });
    expect(log.body.data.total).toBe(0);
    expect((await mining(token)).lastClaimAt).toBeNull();
  });

  it('limits claims per user per minute', async () => {
    h.reconfigure({ RATE_LIMIT_CLAIMS_PER_USER: '2' });
    const { token } = await h.signIn(alice);
    const { token: other } = await h.signIn(bob);
    expect((await claim(token)).status).toBe(200);
    h.clock.advance(1);
    expect((await h.request('POST', COLLECT, { token, body: { now: h.clock.now } })).status).toBe(409);
    h.clock.advance(1);
    const limited = await claim(token);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    expect((await claim(other)).status).toBe(200);
    h.clock.advance(60_000);
    expect((await claim(token)).status).toBe(200);
  });

  it('accrues the pool emission by power from server time and claims it exactly', async () => {
    const { token } = await h.signIn(alice);
    await h.buy(token, alice, 1000);
    expect(await mining(token)).toMatchObject({
      power: '1000',
      ratePerSecond: '1157407407407407407',
      pending: '0',
    });
    h.clock.advance(10_000);
    expect((await mining(token)).pending).toBe(earned(10_000).toString());
    const res = await claim(token);
    expect(res.body.data).toEqual({ claimId: '1', claimed: earned(10_000).toString() });
    expect(await mining(token)).toMatchObject({
      pending: '0',
      claimed: earned(10_000).toString(),
      lastClaimAt: new Date(h.clock.now).toISOString(),
    });
  });

  it('shares the emission by power, and re-shares it when power changes', async () => {
    const a = await h.signIn(alice);
    const b = await h.signIn(bob);
    await h.buy(a.token, alice, 30);
    h.clock.advance(10_000);
    await h.buy(b.token, bob, 10);
    h.clock.advance(20_000);
    expect(await mining(a.token)).toMatchObject({
      pending: (earned(10_000) + earned(20_000, 3n, 4n)).toString(),
    });
    expect(await mining(b.token)).toMatchObject({
      pending: earned(20_000, 1n, 4n).toString(),
      ratePerSecond: earned(1000, 1n, 4n).toString(),
    });
    const claimedA = BigInt((await claim(a.token)).body.data.claimed);
    const claimedB = BigInt((await claim(b.token)).body.data.claimed);
    // Rounding only ever keeps dust back (credited later), never pays out more than the pool emitted.
    expect(claimedA + claimedB).toBeLessThanOrEqual(earned(30_000));
    expect(earned(30_000) - (claimedA + claimedB)).toBeLessThan(3n);
  });

  it('replays the first answer for the same now and credits nothing more', async () => {
    const { token } = await h.signIn(alice);
    await h.buy(token, alice, 100);
    h.clock.advance(5_000);
    const now = h.clock.now;
    const first = await claim(token, now);
    h.clock.advance(60_000);
    const repeat = await claim(token, now);
    expect(repeat.status).toBe(200);
    expect(repeat.body).toEqual(first.body);
    expect((await mining(token)).claimed).toBe(first.body.data.claimed);
    const log = await h.request('GET', '/api/v1/me/mining-claim-log', { token });
    expect(log.body.data.total).toBe(1);
    const next = await claim(token, now + 1);
    expect(next.body.data.claimed).toBe(earned(60_000).toString());
  });

  it('refuses a now more than 5 minutes from server time, and a malformed one', async () => {
    const { token } = await h.signIn(alice);
    for (const now of [h.clock.now - 300_001, h.clock.now + 300_001]) {
      const res = await claim(token, now);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 400, error: 'now must be within 5 minutes of server time' });
    }
    expect((await claim(token, h.clock.now + 300_000)).status).toBe(200);
    for (const body of [
      {},
      { now: String(h.clock.now) },
      { now: h.clock.now + 0.5 },
      { now: h.clock.now, x: 1 },
    ]) {
      expect((await h.request('POST', CLAIM, { token, body })).status).toBe(400);
    }
  });

  it('needs a session for every mining call', async () => {
    for (const [method, path] of [
      ['GET', MINING],
      ['GET', '/api/v1/me/mining-log'],
      ['GET', '/api/v1/me/mining-claim-log'],
      ['POST', CLAIM],
      ['POST', COLLECT],
    ] as const) {
      const res = await h.request(method, path, method === 'POST' ? { body: { now: h.clock.now } } : {});
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ code: 401, error: 'Sign in required', data: null });
    }
  });

  it('special collection: 1% of power once per 24 h, 409 with the next time before that', async () => {
    let { token } = await h.signIn(alice);
    const none = await h.request('POST', COLLECT, { token, body: { now: h.clock.now } });
    expect(none.status).toBe(409);
    expect(none.body).toMatchObject({ code: 409, data: null, details: { nextCollectAt: null } });

    await h.buy(token, alice, 1000);
    expect((await mining(token)).spec).toEqual({
      lastCollectAt: null,
      nextCollectAt: null,
      bonus: '10000000000000000000',
    });
    h.clock.advance(1);
    const first = await h.request('POST', COLLECT, { token, body: { now: h.clock.now } });
    const next = new Date(h.clock.now + 86_400_000).toISOString();
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ collected: '10000000000000000000', nextCollectAt: next });
    expect((await mining(token)).spec).toMatchObject({
      lastCollectAt: new Date(h.clock.now).toISOString(),
      nextCollectAt: next,
    });

    h.clock.advance(86_400_000 - 1);
    ({ token } = await h.signIn(alice)); // sessions last 12 h
    const early = await h.request('POST', COLLECT, { token, body: { now: h.clock.now } });
    expect(early.status).toBe(409);
    expect(early.body).toEqual({
      code: 409,
      error: 'Too early to collect again',
      data: null,
      details: { nextCollectAt: next },
    });
    const replayedEarly = await h.request('POST', COLLECT, { token, body: { now: h.clock.now } });
    expect(replayedEarly.body).toEqual(early.body);

    h.clock.advance(1);
    const second = await h.request('POST', COLLECT, { token, body: { now: h.clock.now } });
    expect(second.status).toBe(200);
    const replay = await h.request('POST', COLLECT, { token, body: { now: h.clock.now } });
    expect(replay.body).toEqual(second.body);
    expect((await mining(token)).claimed).toBe('20000000000000000000');
  });

  it('logs mining credits and claims (a claim of zero is none), newest first, paged', async () => {
    const { token } = await h.signIn(alice);
    await claim(token);
    await h.buy(token, alice, 10);
    h.clock.advance(1_000);
    await claim(token);
    h.clock.advance(1_000);
    await h.request('POST', COLLECT, { token, body: { now: h.clock.now } });
    const log = await h.request('GET', '/api/v1/me/mining-log?page=1&size=10', { token });
    expect(log.body.data).toMatchObject({ page: 1, size: 10, total: 2 });
    expect(log.body.data.items).toEqual([
      {
        id: 'spec-1',
        kind: 'spec',
        amount: '100000000000000000',
        createdAt: new Date(h.clock.now).toISOString(),
      },
      {
        id: 'mining-1',
        kind: 'mining',
        amount: earned(1_000).toString(),
        createdAt: new Date(h.clock.now - 1_000).toISOString(),
      },
    ]);
    const claims = await h.request('GET', '/api/v1/me/mining-claim-log?size=1&page=1', { token });
    expect(claims.body.data).toEqual({
      items: [
        {
          id: '1',
          amount: earned(1_000).toString(),
          now: h.clock.now - 1_000,
          createdAt: new Date(h.clock.now - 1_000).toISOString(),
        },
      ],
      page: 1,
      size: 1,
      total: 1,
    });
  });
});
