import { describe, expect, it } from 'vitest';
import { SESSION_CACHE_MS } from '../auth/sessions';
import { watchProgress } from '../chain/watch-progress';
import { anvilAccount } from '../testing/anvil-accounts';
import { useHarness } from '../testing/harness';
import { databaseKinds } from '../testing/test-databases';

const [alice, bob, carol, dave] = [1, 2, 3, 4].map(anvilAccount) as [
  ReturnType<typeof anvilAccount>,
  ReturnType<typeof anvilAccount>,
  ReturnType<typeof anvilAccount>,
  ReturnType<typeof anvilAccount>,
];
const TOKEN = 10n ** 18n;
const tokens = (n: bigint) => (n * TOKEN).toString();

describe.each(databaseKinds)('/me on %s', (kind) => {
  const h = useHarness(kind);
  const get = async (path: string, token: string) => {
    const res = await h.request('GET', `/api/v1/me${path}`, { token });
    expect(res.status).toBe(200);
    return res.body.data;
  };

  /** alice ← bob ← carol ← dave (each invited by the previous). */
  const team = async () => {
    const a = await h.signIn(alice);
    const b = await h.signIn(bob, a.data.user.inviteCode);
    h.clock.advance(1000);
    const c = await h.signIn(carol, b.data.user.inviteCode);
    const d = await h.signIn(dave, c.data.user.inviteCode);
    return { a: a.token, b: b.token, c: c.token, d: d.token };
  };

  it('returns the profile with pass and balances', async () => {
    const { token, data } = await h.signIn(alice);
    expect(await get('', token)).toEqual({
      address: alice.address,
      inviteCode: data.user.inviteCode,
      inviter: null,
      createdAt: new Date(h.clock.now).toISOString(),
      pass: { holder: false, since: null },
      balance: { claimed: '0', commission: '0' },
    });
    await h.buy(token, alice, 999);
    expect((await get('', token)).pass).toEqual({ holder: false, since: null });
    h.clock.advance(1000);
    await h.buy(token, alice, 1);
    expect((await get('', token)).pass).toEqual({ holder: true, since: new Date(h.clock.now).toISOString() });
  });

  it('lists the team on two levels with what each member bought', async () => {
    const t = await team();
    await h.buy(t.c, carol, 7);
    const data = await get('/team', t.a);
    expect(data).toEqual({
      items: [
        {
          address: bob.address,
          level: 1,
          joinedAt: new Date(h.clock.now - 1000).toISOString(),
          purchased: '0',
        },
        {
          address: carol.address,
          level: 2,
          joinedAt: new Date(h.clock.now).toISOString(),
          purchased: tokens(7n),
        },
      ],
      page: 1,
      size: 10,
      total: 2,
    });
    expect((await get('/team?page=2&size=1', t.a)).items).toEqual([
      expect.objectContaining({ address: carol.address }),
    ]);
    expect((await get('/team', t.d)).total).toBe(0);
  });

  it('credits 10% and 5% commission up two levels, logs it, and claims it once per now', async () => {
    const t = await team();
    const order = await h.buy(t.d, dave, 100);
    expect(await get('/commission-balance', t.c)).toEqual({
      available: tokens(10n),
      totalEarned: tokens(10n),
      totalClaimed: '0',
    });
    expect(await get('/commission-balance', t.b)).toEqual({
      available: tokens(5n),
      totalEarned: tokens(5n),
      totalClaimed: '0',
    });
    expect((await get('/commission-balance', t.a)).totalEarned).toBe('0');
    expect((await get('/commission-log', t.b)).items).toEqual([
      {
        id: '2',
        fromAddress: dave.address,
        level: 2,
        orderId: order.orderId,
        amount: tokens(5n),
        createdAt: new Date(h.clock.now).toISOString(),
      },
    ]);

    const now = h.clock.now;
    const claim = await h.request('POST', '/api/v1/me/commission/claim', { token: t.c, body: { now } });
    expect(claim.body).toEqual({ code: 200, data: { claimId: '1', claimed: tokens(10n) } });
    const repeat = await h.request('POST', '/api/v1/me/commission/claim', { token: t.c, body: { now } });
    expect(repeat.body).toEqual(claim.body);
    expect(await get('/commission-balance', t.c)).toEqual({
      available: '0',
      totalEarned: tokens(10n),
      totalClaimed: tokens(10n),
    });
    expect((await get('', t.c)).balance).toEqual({ claimed: tokens(10n), commission: '0' });
    expect(await get('/commission-claim-log', t.c)).toEqual({
      items: [{ id: '1', amount: tokens(10n), now, createdAt: new Date(now).toISOString() }],
      page: 1,
      size: 10,
      total: 1,
    });
    const empty = await h.request('POST', '/api/v1/me/commission/claim', {
      token: t.c,
      body: { now: now + 1 },
    });
    expect(empty.body.data.claimed).toBe('0');
  });

  it('commission claim checks now like the mining claims', async () => {
    const { token } = await h.signIn(alice);
    const far = await h.request('POST', '/api/v1/me/commission/claim', {
      token,
      body: { now: h.clock.now - 600_000 },
    });
    expect(far.status).toBe(400);
    const missing = await h.request('POST', '/api/v1/me/commission/claim', { token, body: {} });
    expect(missing.status).toBe(400);
  });

  it('shows purchase history, newest first', async () => {
    const { token } = await h.signIn(alice);
    const paid = await h.buy(token, alice, 2);
    h.clock.advance(1000);
    const open = (await h.request('POST', '/api/v1/purchase', { token, body: { amount: tokens(3n) } })).body
      .data;
    const history = await get('/purchase/history', token);
    expect(history.items).toEqual([
      expect.objectContaining({
        orderId: open.orderId,
        amount: tokens(3n),
        value: '300000000000000',
        status: 'awaiting_payment',
        txHash: null,
        createdAt: new Date(h.clock.now).toISOString(),
        paidAt: null,
        received: '0',
        payments: [],
      }),
      expect.objectContaining({
        orderId: paid.orderId,
        amount: tokens(2n),
        value: '200000000000000',
        status: 'paid',
        txHash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
        createdAt: new Date(h.clock.now - 1000).toISOString(),
        paidAt: new Date(h.clock.now - 1000).toISOString(),
        received: '200000000000000',
      }),
    ]);
  });

  it('reports an unpaid order expired only once the watcher has judged a block mined after its last creditable moment', async () => {
    let { token } = await h.signIn(alice);
    const open = (await h.request('POST', '/api/v1/purchase', { token, body: { amount: tokens(1n) } })).body
      .data;
    const statuses = async () =>
      (await get('/purchase/history', token)).items.map((o: { status: string }) => o.status);
    const lastCreditable = Date.parse(open.expiresAt) + h.config.ledger.paymentGraceMs;
    // The watcher has not run yet: however late the server's clock, a payment may sit in an unjudged block.
    h.clock.now = lastCreditable + 6 * 3_600_000;
    ({ token } = await h.signIn(alice));
    expect(await statuses()).toEqual(['awaiting_payment']);
    await h.scannedThrough(new Date(Date.parse(open.expiresAt) + 60_000));
    expect(await statuses()).toEqual(['awaiting_payment']);
    // A block mined at the last creditable moment can still credit it, and so can the next one (same second).
    await h.scannedThrough(new Date(lastCreditable));
    expect(await statuses()).toEqual(['awaiting_payment']);
    // The watcher of another contract or chain says nothing about blocks holding this order's payment.
    await watchProgress(h.db, h.config.chain.id, bob.address).save(
      { blockNumber: 1n, blockHash: `0x${'ab'.repeat(32)}`, blockTime: new Date(lastCreditable + 1000) },
      [],
    );
    await watchProgress(h.db, 56, h.config.paymentsContract).save(
      { blockNumber: 1n, blockHash: `0x${'ab'.repeat(32)}`, blockTime: new Date(lastCreditable + 1000) },
      [],
    );
    expect(await statuses()).toEqual(['awaiting_payment']);
    await h.scannedThrough(new Date(lastCreditable + 1000));
    expect(await statuses()).toEqual(['expired']);
  });

  it.each([
    'page=0',
    'page=-1',
    'page=abc',
    'page=1.5',
    'size=0',
    'size=101',
    'size=1e2',
    'size=10&size=20',
    'page=',
    'limit=5',
  ])('answers 400 for paging %s', async (query) => {
    const { token } = await h.signIn(alice);
    for (const path of [
      '/team',
      '/commission-log',
      '/commission-claim-log',
      '/purchase/history',
      '/mining-log',
      '/mining-claim-log',
    ]) {
      const res = await h.request('GET', `/api/v1/me${path}?${query}`, { token });
      expect(res.status, path).toBe(400);
      expect(res.body).toMatchObject({
        code: 400,
        error: 'Invalid request',
        data: null,
        details: expect.any(Array),
      });
    }
  });

  it('accepts the paging bounds', async () => {
    const { token } = await h.signIn(alice);
    expect(await get('/team?page=1&size=100', token)).toEqual({ items: [], page: 1, size: 100, total: 0 });
    expect(await get('/team?size=1&page=999999999', token)).toMatchObject({ page: 999999999, size: 1 });
  });

  it('rejects missing, malformed, forged, expired and revoked tokens with 401', async () => {
    const { token } = await h.signIn(alice);
    const tries: Record<string, string>[] = [
      {},
      { authorization: token },
      { authorization: `Basic ${token}` },
      { authorization: `Bearer ${token}x` },
      { authorization: `Bearer ${token.split('.').slice(0, 2).join('.')}.` },
    ];
    for (const headers of tries) {
      const res = await h.request('GET', '/api/v1/me', { headers });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toContain('Bearer');
    }
    h.reconfigure({ JWT_SECRET: 'another-secret-another-secret-another-secret' });
    expect((await h.request('GET', '/api/v1/me', { token })).status).toBe(401);
    h.reconfigure({ PUBLIC_ORIGIN: 'https://other.example' });
    expect((await h.request('GET', '/api/v1/me', { token })).status).toBe(401);
    h.reconfigure({});
    expect((await h.request('GET', '/api/v1/me', { token })).status).toBe(200);
    // Revoked elsewhere (another instance's logout): refused once this process's session cache lapses.
    await h.db.query('UPDATE sessions SET revoked_at = $1', [new Date(h.clock.now)]);
    h.clock.advance(SESSION_CACHE_MS);
    expect((await h.request('GET', '/api/v1/me', { token })).status).toBe(401);
    const fresh = await h.signIn(alice);
    h.clock.advance(h.config.tokenTtlMs);
    expect((await h.request('GET', '/api/v1/me', { token: fresh.token })).status).toBe(401);
  });
});
