import { testClient } from 'hono/testing';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { anvilAccount } from '../testing/anvil-accounts';
import { useHarness } from '../testing/harness';
import { databaseKinds } from '../testing/test-databases';

const signedIn = [
  ['GET', '/api/v1/me'],
  ['GET', '/api/v1/me/team'],
  ['GET', '/api/v1/me/commission-balance'],
  ['GET', '/api/v1/me/commission-log'],
  ['GET', '/api/v1/me/commission-claim-log'],
  ['POST', '/api/v1/me/commission/claim'],
  ['POST', '/api/v1/purchase'],
  ['GET', '/api/v1/me/purchase/history'],
  ['GET', '/api/v1/me/purchase/summary'],
  ['GET', '/api/v1/me/purchase/orders/00000000-0000-4000-8000-000000000000'],
  ['GET', '/api/v1/me/mining'],
  ['GET', '/api/v1/me/mining-log'],
  ['GET', '/api/v1/me/mining-claim-log'],
  ['POST', '/api/v1/mining/claim'],
  ['POST', '/api/v1/spec-mining/collection'],
] as const;
const claims = ['/api/v1/me/commission/claim', '/api/v1/mining/claim', '/api/v1/spec-mining/collection'];

describe.each(databaseKinds)('guards of the signed-in calls on %s', (kind) => {
  const h = useHarness(kind);

  it.each(signedIn)(
    '%s %s answers 401 without a valid session, before reading the body',
    async (method, path) => {
      const body = method === 'POST' ? { body: { now: h.clock.now, amount: '1000000000000000000' } } : {};
      for (const token of [undefined, 'not.a.token']) {
        const res = await h.request(method, path, { ...body, ...(token ? { token } : {}) });
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ code: 401, error: 'Sign in required', data: null });
      }
    },
  );

  it.each(claims)('%s takes only an integer now within 5 minutes of server time', async (path) => {
    const { token } = await h.signIn(anvilAccount(1));
    const bad = [
      {},
      { now: null },
      { now: `${h.clock.now}` },
      { now: h.clock.now + 0.25 },
      { now: h.clock.now, extra: true },
      { now: h.clock.now - 300_001 },
      { now: h.clock.now + 300_001 },
    ];
    for (const body of bad) {
      const res = await h.request('POST', path, { token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ code: 400, data: null, details: expect.any(Array) });
    }
    const nothingMoved = await h.request('GET', '/api/v1/me/mining-claim-log', { token });
    expect(nothingMoved.body.data.total).toBe(0);
  });

  it('serves a typed client (hc<AppType>) with the contract shapes', async () => {
    const client = testClient(h.app);
    const pools = await client.api.v1.public['mining-pools'].$get();
    const body = await pools.json();
    expectTypeOf(body.data[0]?.dailyEmission).toEqualTypeOf<string | undefined>();
    expect(body.data[0]?.id).toBe('genesis');
    const { token } = await h.signIn(anvilAccount(1));
    const order = await client.api.v1.purchase.$post(
      { json: { amount: '2000000000000000000' } },
      { headers: { authorization: `Bearer ${token}` } },
    );
    const data = ((await order.json()) as { data: { value: string } }).data;
    expect(data.value).toBe('200000000000000');
  });
});
