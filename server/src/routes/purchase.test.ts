import { describe, expect, it } from 'vitest';
import { creditPaidOrder, type Payment } from '../ledger/credit-paid-order';
import { anvilAccount } from '../testing/anvil-accounts';
import { fakeTxHash, useHarness } from '../testing/harness';
import { databaseKinds } from '../testing/test-databases';

const alice = anvilAccount(1);
const bob = anvilAccount(2);
const TOKEN = 10n ** 18n;
const PURCHASE = '/api/v1/purchase';

describe.each(databaseKinds)('purchase and payment on %s', (kind) => {
  // Some tests move the clock hours ahead and keep using the token they signed in with.
  const h = useHarness(kind, { TOKEN_TTL_MINUTES: '1440' });
  const order = async (token: string, amount: string) =>
    h.request('POST', PURCHASE, { token, body: { amount } });
  const pay = (data: { reference: string; value: string }, overrides: Partial<Payment> = {}) =>
    creditPaidOrder(
      h.db,
      {
        reference: data.reference,
        from: alice.address,
        value: BigInt(data.value),
        txHash: fakeTxHash(),
        paymentIndex: 0,
        blockNumber: 7n,
        blockTimestamp: new Date(h.clock.now),
        chainId: 31337,
        ...overrides,
      },
      { now: () => new Date(h.clock.now), rules: h.config.ledger },
    );
  const history = async (token: string) =>
    (await h.request('GET', '/api/v1/me/purchase/history', { token })).body.data.items;

  it('creates an order with the exact value, the payment contract, the chain and a 32-byte reference', async () => {
    const { token } = await h.signIn(alice);
    const res = await order(token, (1234n * TOKEN).toString());
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      orderId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      amount: '1234000000000000000000',
      value: '123400000000000000',
      // The devnet's payment contract (server/README.md): the client calls pay(reference) on it.
      payTo: '0xCa7ecbd0bCe3480E3AFD12a1703d23324CE7a4CE',
      chainId: 31337,
      // A bytes32, the contract's orderRef (docs/api-contract.md).
      reference: expect.stringMatching(/^0x[0-9a-f]{64}$/),
      expiresAt: new Date(h.clock.now + 30 * 60_000).toISOString(),
      status: 'awaiting_payment',
    });
    const max = await order(token, (1_000_000n * TOKEN).toString());
    expect(max.body.data.value).toBe('100000000000000000000');
  });

  it('prices with exact integer arithmetic at any configured price', async () => {
    h.reconfigure({ TOKEN_PRICE_WEI: '333333333333333333' });
    const { token } = await h.signIn(alice);
    const res = await order(token, (999_999n * TOKEN).toString());
    expect(res.body.data.value).toBe((999_999n * 333_333_333_333_333_333n).toString());
  });

  it.each([
    ['zero', '0'],
    ['negative', '-1000000000000000000'],
    ['fraction of a token', '1500000000000000000'],
    ['below one token', '999999999999999999'],
    ['above a million tokens', '1000001000000000000000000'],
    ['decimal point', '1.0'],
    ['leading zero', '01000000000000000000'],
    ['a number, not a string', 1000000000000000000],
    ['empty', ''],
  ])('refuses an amount that is %s with 400', async (_case, amount) => {
    const { token } = await h.signIn(alice);
    const res = await h.request('POST', PURCHASE, { token, body: { amount } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 400,
      data: null,
      details: [expect.objectContaining({ field: 'amount' })],
    });
  });

  it('refuses client-chosen price, value or status (mass assignment)', async () => {
    const { token } = await h.signIn(alice);
    const res = await h.request('POST', PURCHASE, { token, body: { amount: TOKEN.toString(), value: '1' } });
    expect(res.status).toBe(400);
    expect(await history(token)).toEqual([]);
  });

  it('needs a session', async () => {
    const res = await h.request('POST', PURCHASE, { body: { amount: TOKEN.toString() } });
    expect(res.status).toBe(401);
  });

  it('caps unpaid orders per user until they expire, without waiting for the grace', async () => {
    const { token } = await h.signIn(alice);
    for (let i = 0; i < 10; i++) expect((await order(token, TOKEN.toString())).status).toBe(200);
    const capped = await order(token, TOKEN.toString());
    expect(capped.status).toBe(409);
    expect(capped.body).toMatchObject({ code: 409, data: null });
    h.clock.advance(30 * 60_000 - 1);
    expect((await order(token, TOKEN.toString())).status).toBe(409);
    h.clock.advance(1);
    // Past their expiry nobody may start paying them, though a payment already sent may still be credited.
    expect((await order(token, TOKEN.toString())).status).toBe(200);
    const all = await h.request('GET', '/api/v1/me/purchase/history?size=20', { token });
    expect(all.body.data.items.map((item: { status: string }) => item.status)).toEqual(
      Array(11).fill('awaiting_payment'),
    );
  });

  it('credits a matching payment exactly once', async () => {
    const { token } = await h.signIn(alice);
    const data = (await order(token, (10n * TOKEN).toString())).body.data;
    const txHash = fakeTxHash();
    expect(await pay(data, { txHash })).toBe('credited');
    expect(await pay(data, { txHash })).toBe('already-paid');
    expect(await pay(data, { txHash: txHash.toUpperCase().replace('0X', '0x') })).toBe('already-paid');
    expect(await pay(data)).toBe('already-paid');
    const mining = (await h.request('GET', '/api/v1/me/mining', { token })).body.data;
    expect(mining.power).toBe('10');
    expect((await history(token))[0]).toMatchObject({
      status: 'paid',
      txHash,
      paidAt: new Date(h.clock.now).toISOString(),
    });
  });

  it('accepts an overpayment and a sender address in any case', async () => {
    const { token } = await h.signIn(alice);
    const data = (await order(token, TOKEN.toString())).body.data;
    expect(await pay(data, { value: BigInt(data.value) + 1n, from: alice.address.toLowerCase() })).toBe(
      'credited',
    );
  });

  it('refuses payments that do not match the order', async () => {
    const { token } = await h.signIn(alice);
    const data = (await order(token, TOKEN.toString())).body.data;
    expect(await pay(data, { reference: '0xdeadbeef' })).toBe('no-match');
    expect(await pay(data, { reference: 'not hex' })).toBe('no-match');
    expect(await pay(data, { chainId: 56 })).toBe('no-match');
    expect(await pay(data, { from: bob.address })).toBe('wrong-sender');
    expect(await pay(data, { value: BigInt(data.value) - 1n })).toBe('underpaid');
    expect(await pay(data, { reference: data.reference.toUpperCase().replace('0X', '0x') })).toBe('credited');
  });

  it('reports a payment mined in time but judged late as paid, never expired on the way', async () => {
    const { token } = await h.signIn(alice);
    const data = (await order(token, TOKEN.toString())).body.data;
    const expiry = Date.parse(data.expiresAt);
    const lastCreditable = expiry + h.config.ledger.paymentGraceMs;
    const minedAt = new Date(expiry - 1000);
    const status = async () => (await history(token)).map((item: { status: string }) => item.status);
    // The payment's block waits for its confirmations while the watcher lags an hour behind the deadline.
    h.clock.now = lastCreditable + 3_600_000;
    await h.scannedThrough(new Date(minedAt.getTime() - 3000));
    expect(await status()).toEqual(['awaiting_payment']);
    // The watcher judges the payment's block, then the blocks after the deadline, as one pass would.
    expect(await pay(data, { blockTimestamp: minedAt })).toBe('credited');
    await h.scannedThrough(minedAt);
    expect(await status()).toEqual(['paid']);
    await h.scannedThrough(new Date(lastCreditable + 60_000));
    expect(await status()).toEqual(['paid']);
  });

  it('credits a payment mined up to the grace period after expiry however late it is judged, not later', async () => {
    const { token } = await h.signIn(alice);
    const late = (await order(token, TOKEN.toString())).body.data;
    const tooLate = (await order(token, TOKEN.toString())).body.data;
    const deadline = (data: { expiresAt: string }) => Date.parse(data.expiresAt) + 10 * 60_000;
    h.clock.advance(6 * 3_600_000);
    expect(await pay(tooLate, { blockTimestamp: new Date(deadline(tooLate) + 1) })).toBe('expired');
    expect(await pay(late, { blockTimestamp: new Date(deadline(late)) })).toBe('credited');
    expect(await pay(tooLate, { blockTimestamp: new Date(Number.NaN) })).toBe('no-match');
    await h.scannedThrough(new Date(deadline(tooLate) + 1));
    expect((await history(token)).map((item: { status: string }) => item.status).sort()).toEqual([
      'expired',
      'paid',
    ]);
  });
});
