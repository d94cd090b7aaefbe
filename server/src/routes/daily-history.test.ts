import { describe, expect, it } from 'vitest';
import { anvilAccount } from '../testing/anvil-accounts';
import { type Json, useHarness } from '../testing/harness';
import { databaseKinds } from '../testing/test-databases';

const [alice, bob, carol] = [1, 2, 3].map(anvilAccount) as [
  ReturnType<typeof anvilAccount>,
  ReturnType<typeof anvilAccount>,
  ReturnType<typeof anvilAccount>,
];
const DAY = 86_400_000;
const HOUR = 3_600_000;
const tokens = (n: bigint) => (n * 10n ** 18n).toString();
const MINING_HISTORY = '/api/v1/me/mining-history';
const COMMISSION_DAILY = '/api/v1/me/commission-daily';

/** The harness's clock starts at 2026-01-01T00:00:00Z. */
describe.each(databaseKinds)('daily charts on %s', (kind) => {
  const h = useHarness(kind);
  const get = async (path: string, token: string) => {
    const res = await h.request('GET', path, { token });
    expect(res.status).toBe(200);
    return res.body.data.items as Json[];
  };
  const post = async (path: string, token: string) => {
    const res = await h.request('POST', path, { token, body: { now: h.clock.now } });
    expect(res.status).toBe(200);
    return res.body.data;
  };
  /** Sessions last an hour: a test that moves the clock by days signs in again. */
  const later = async (ms: number, account = alice) => {
    h.clock.advance(ms);
    return (await h.signIn(account)).token;
  };

  it('gives power at the end of each day and what claims and collections credited that day', async () => {
    const first = (await h.signIn(alice)).token;
    await h.buy(first, alice, 10);
    const second = await later(DAY + 2 * HOUR);
    const mined = BigInt((await post('/api/v1/mining/claim', second)).claimed);
    await h.buy(second, alice, 5);
    const third = await later(DAY);
    const collected = BigInt((await post('/api/v1/spec-mining/collection', third)).collected);
    h.clock.advance(HOUR / 2);
    const minedAgain = BigInt((await post('/api/v1/mining/claim', third)).claimed);
    expect(mined > 0n && collected > 0n && minedAgain > 0n).toBe(true);
    const bobToken = (await h.signIn(bob)).token;
    await h.buy(bobToken, bob, 50);

    expect(await get(`${MINING_HISTORY}?days=4`, third)).toEqual([
      { date: '2025-12-31', power: '0', claimed: '0' },
      { date: '2026-01-01', power: '10', claimed: '0' },
      { date: '2026-01-02', power: '15', claimed: mined.toString() },
      { date: '2026-01-03', power: '15', claimed: (collected + minedAgain).toString() },
    ]);
    const today = await get(`${MINING_HISTORY}?days=1`, third);
    const mining = (await h.request('GET', '/api/v1/me/mining', { token: third })).body.data;
    expect(today).toEqual([{ date: '2026-01-03', power: mining.power, claimed: today[0].claimed }]);
    const month = await get(MINING_HISTORY, third);
    expect(month).toHaveLength(30);
    expect(month[0]).toEqual({ date: '2025-12-05', power: '0', claimed: '0' });
    expect(month.at(-1)?.date).toBe('2026-01-03');
  });

  it('gives commission per day by level, split at UTC midnight, for the signed-in user only', async () => {
    const invited = await h.signIn(bob, (await h.signIn(alice)).data.user.inviteCode);
    await h.signIn(carol, invited.data.user.inviteCode);
    await h.buy(await later(DAY - 1, bob), bob, 100);
    const carolToken = await later(1, carol);
    await h.buy(carolToken, carol, 200);
    await h.buy(carolToken, carol, 20);
    const a = { token: (await h.signIn(alice)).token };
    const b = { token: (await h.signIn(bob)).token };
    const c = { token: carolToken };

    expect(await get(`${COMMISSION_DAILY}?days=3`, a.token)).toEqual([
      { date: '2025-12-31', level1: '0', level2: '0' },
      { date: '2026-01-01', level1: tokens(10n), level2: '0' },
      { date: '2026-01-02', level1: '0', level2: tokens(11n) },
    ]);
    expect(await get(`${COMMISSION_DAILY}?days=2`, b.token)).toEqual([
      { date: '2026-01-01', level1: '0', level2: '0' },
      { date: '2026-01-02', level1: tokens(22n), level2: '0' },
    ]);
    const none = await get(COMMISSION_DAILY, c.token);
    expect(none).toHaveLength(30);
    expect(none.every((day: Json) => day.level1 === '0' && day.level2 === '0')).toBe(true);
  });

  it('refuses a window outside 1 to 90 days with a message, and callers without a session', async () => {
    const { token } = await h.signIn(alice);
    for (const path of [MINING_HISTORY, COMMISSION_DAILY]) {
      expect(await get(`${path}?days=90`, token)).toHaveLength(90);
      for (const query of ['days=0', 'days=91', 'days=abc', 'days=1.5', 'days=', 'days=-1', 'days=30&x=1']) {
        const res = await h.request('GET', `${path}?${query}`, { token });
        expect(res.status, query).toBe(400);
        expect(res.body).toMatchObject({ code: 400, error: 'Invalid request', data: null });
      }
      const wrong = await h.request('GET', `${path}?days=365`, { token });
      expect(wrong.body.details).toEqual([
        { field: 'days', message: 'days must be a whole number from 1 to 90' },
      ]);
      expect((await h.request('GET', path)).status).toBe(401);
    }
  });
});
