import { describe, expect, it } from 'vitest';
import { anvilAccount } from '../testing/anvil-accounts';
import { useHarness } from '../testing/harness';
import { databaseKinds } from '../testing/test-databases';
import { placeOrder } from '../testing/watcher-scenario';
import { oldestOpenOrderTime } from './open-orders';

describe.each(databaseKinds)('oldestOpenOrderTime on %s', (kind) => {
  // The clock moves past orders' expiry plus grace while the signed-in token is still used.
  const h = useHarness(kind, { TOKEN_TTL_MINUTES: '1440' });

  it('leaves out an order whose expiry plus the grace the scanned blocks have passed', async () => {
    const { token } = await h.signIn(anvilAccount(1));
    const oldCreated = h.clock.now;
    const old = await placeOrder(h, token, 1n);
    h.clock.advance(3_600_000);
    const recentCreated = h.clock.now;
    await placeOrder(h, token, 1n);
    const scope = {
      chainId: h.config.chain.id,
      payTo: h.config.paymentsContract,
      graceMs: h.config.ledger.paymentGraceMs,
    };
    const deadline = Date.parse(old.expiresAt) + h.config.ledger.paymentGraceMs;
    const oldest = (scannedUntil?: number) =>
      oldestOpenOrderTime(h.db, scope, scannedUntil === undefined ? undefined : new Date(scannedUntil));

    // Nothing scanned yet: however long ago it expired, a payment mined in time may still be found.
    expect((await oldest())?.getTime()).toBe(oldCreated);
    expect((await oldest(deadline - 1000))?.getTime()).toBe(oldCreated);
    // Every block up to its last creditable second is judged: it can no longer be paid.
    expect((await oldest(deadline))?.getTime()).toBe(recentCreated);
  });
});
