import { describe, expect, it } from 'vitest';
import { anvilAccount } from '../testing/anvil-accounts';
import { useHarness } from '../testing/harness';
import { databaseKinds } from '../testing/test-databases';

const alice = anvilAccount(1);
const bob = anvilAccount(2);

describe.each(databaseKinds)('public calls and health on %s', (kind) => {
  const h = useHarness(kind);

  it('lists the seeded mining pool with its emission, power and participants', async () => {
    const empty = await h.request('GET', '/api/v1/public/mining-pools');
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({
      code: 200,
      data: [
        {
          id: 'genesis',
          name: 'Genesis Pool',
          dailyEmission: '100000000000000000000000',
          totalPower: '0',
          participants: 0,
          status: 'active',
        },
      ],
    });
    const a = await h.signIn(alice);
    await h.buy(a.token, alice, 30);
    const b = await h.signIn(bob);
    await h.buy(b.token, bob, 12);
    h.clock.advance(h.config.publicCacheMs);
    const pools = await h.request('GET', '/api/v1/public/mining-pools');
    expect(pools.body.data[0]).toMatchObject({ totalPower: '42', participants: 2 });
  });

  it('answers the token figures at /public/<symbol>', async () => {
    const before = await h.request('GET', '/api/v1/public/dgai');
    expect(before.status).toBe(200);
    expect(before.body.data).toEqual({
      symbol: 'DGAI',
      name: 'DGrid AI Token',
      decimals: 18,
      price: { value: '100000000000000', currency: 'ETH' },
      totalSupply: '1000000000000000000000000000',
      sold: '0',
      mined: '0',
      holders: 0,
    });
    const a = await h.signIn(alice);
    await h.buy(a.token, alice, 5);
    h.clock.advance(1000);
    await h.request('POST', '/api/v1/mining/claim', { token: a.token, body: { now: h.clock.now } });
    h.clock.advance(h.config.publicCacheMs);
    const after = await h.request('GET', '/api/v1/public/dgai');
    expect(after.body.data).toMatchObject({ sold: '5000000000000000000', holders: 1 });
    // One second of the whole pool's emission: 100,000 tokens a day → 1157407407407407407 base units.
    expect(after.body.data.mined).toBe('1157407407407407407');
  });

  it('serves public figures from memory for at most PUBLIC_CACHE_SECONDS after a change', async () => {
    const participants = async () =>
      (await h.request('GET', '/api/v1/public/mining-pools')).body.data[0].participants;
    const holders = async () => (await h.request('GET', '/api/v1/public/dgai')).body.data.holders;
    expect([await participants(), await holders()]).toEqual([0, 0]);
    const a = await h.signIn(alice);
    await h.buy(a.token, alice, 3);
    h.clock.advance(h.config.publicCacheMs - 1);
    expect([await participants(), await holders()]).toEqual([0, 0]);
    h.clock.advance(1);
    expect([await participants(), await holders()]).toEqual([1, 1]);
  });

  it('reads the database on every call when PUBLIC_CACHE_SECONDS is 0', async () => {
    h.reconfigure({ PUBLIC_CACHE_SECONDS: '0' });
    expect((await h.request('GET', '/api/v1/public/dgai')).body.data.holders).toBe(0);
    const a = await h.signIn(alice);
    await h.buy(a.token, alice, 3);
    expect((await h.request('GET', '/api/v1/public/dgai')).body.data.holders).toBe(1);
  });

  it('follows the configured symbol and chain', async () => {
    h.reconfigure({ TOKEN_SYMBOL: 'ABC', CHAIN: 'bsc' });
    expect((await h.request('GET', '/api/v1/public/dgai')).status).toBe(404);
    const res = await h.request('GET', '/api/v1/public/abc');
    expect(res.body.data).toMatchObject({ symbol: 'ABC', price: { currency: 'BNB' } });
  });

  it('health reports the database and the chain head', async () => {
    const res = await h.request('GET', '/api/v1/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      code: 200,
      data: { status: 'ok', db: 'ok', chain: { id: 31337, block: 42 } },
    });
  });

  it('health answers 502 when the chain RPC is down', async () => {
    h.chainDown = true;
    const res = await h.request('GET', '/api/v1/health');
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ code: 502, error: 'Chain RPC unavailable', data: null });
  });
});
