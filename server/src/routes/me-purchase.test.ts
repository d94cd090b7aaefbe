import { describe, expect, it } from 'vitest';
import { anvilAccount } from '../testing/anvil-accounts';
import { useHarness } from '../testing/harness';
import { databaseKinds } from '../testing/test-databases';

const [alice, bob] = [1, 2].map(anvilAccount) as [
  ReturnType<typeof anvilAccount>,
  ReturnType<typeof anvilAccount>,
];
const tokens = (n: bigint) => (n * 10n ** 18n).toString();

// docs/api-contract.md, section 2: the paid total and one order's status come from the server, so the app
// never pages through the history to find them.
describe.each(databaseKinds)('/me/purchase/summary and /me/purchase/orders/:orderId on %s', (kind) => {
  const h = useHarness(kind);

  it('sums the tokens of paid orders only, in base units, and counts them', async () => {
    const { token } = await h.signIn(alice);
    const empty = await h.request('GET', '/api/v1/me/purchase/summary', { token });
    expect(empty.status).toBe(200);
    expect(empty.body.data).toEqual({ paidAmount: '0', paidOrders: 0 });

    await h.buy(token, alice, 2);
    await h.buy(token, alice, 1_000_000);
    await h.request('POST', '/api/v1/purchase', { token, body: { amount: tokens(5n) } });
    const bobs = await h.signIn(bob);
    await h.buy(bobs.token, bob, 7);

    const summary = await h.request('GET', '/api/v1/me/purchase/summary', { token });
    expect(summary.body.data).toEqual({ paidAmount: tokens(1_000_002n), paidOrders: 2 });
  });

  it('answers one of the signed-in user’s orders with the fields the history gives it', async () => {
    const { token } = await h.signIn(alice);
    const paid = await h.buy(token, alice, 2);
    const open = (await h.request('POST', '/api/v1/purchase', { token, body: { amount: tokens(3n) } })).body
      .data;

    const one = await h.request('GET', `/api/v1/me/purchase/orders/${open.orderId}`, { token });
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({
      orderId: open.orderId,
      amount: tokens(3n),
      value: open.value,
      status: 'awaiting_payment',
      txHash: null,
      paidAt: null,
      reference: open.reference,
      payTo: open.payTo,
      chainId: open.chainId,
      expiresAt: open.expiresAt,
      received: '0',
      payments: [],
    });
    const history = await h.request('GET', '/api/v1/me/purchase/history', { token });
    const paidInHistory = history.body.data.items.find(
      (o: { orderId: string }) => o.orderId === paid.orderId,
    );
    const paidAlone = await h.request('GET', `/api/v1/me/purchase/orders/${paid.orderId}`, { token });
    expect(paidAlone.body.data).toEqual(paidInHistory);
    expect(paidAlone.body.data.status).toBe('paid');
  });

  it('answers 404 for another user’s order or an unknown id, and 400 for a malformed id', async () => {
    const a = await h.signIn(alice);
    const b = await h.signIn(bob);
    const bobsOrder = await h.buy(b.token, bob, 1);

    const other = await h.request('GET', `/api/v1/me/purchase/orders/${bobsOrder.orderId}`, {
      token: a.token,
    });
    expect(other.status).toBe(404);
    expect(other.body).toMatchObject({ code: 404, error: 'No such order', data: null });
    const unknown = await h.request(
      'GET',
      '/api/v1/me/purchase/orders/00000000-0000-4000-8000-000000000000',
      {
        token: a.token,
      },
    );
    expect(unknown.status).toBe(404);
    for (const id of ['1', "x' OR '1'='1", 'not-a-uuid']) {
      const bad = await h.request('GET', `/api/v1/me/purchase/orders/${encodeURIComponent(id)}`, {
        token: a.token,
      });
      expect(bad.status, id).toBe(400);
    }
  });
});
