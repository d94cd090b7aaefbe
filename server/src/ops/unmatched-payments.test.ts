import { describe, expect, it } from 'vitest';
import { creditPaidOrder } from '../ledger/credit-paid-order';
import { anvilAccount } from '../testing/anvil-accounts';
import { fakeTxHash, useHarness } from '../testing/harness';
import { databaseKinds } from '../testing/test-databases';
import { listUnmatchedPayments } from './unmatched-payments';

describe.each(databaseKinds)('payments owed back, on %s', (kind) => {
  const h = useHarness(kind);

  it('lists a zero-value transaction as owing nothing: it is not listed at all', async () => {
    const record = (value: bigint) =>
      creditPaidOrder(
        h.db,
        {
          reference: `0x${'cd'.repeat(16)}`,
          from: anvilAccount(2).address,
          value,
          txHash: fakeTxHash(),
          paymentIndex: 0,
          blockNumber: 7n,
          blockTimestamp: new Date(h.clock.now),
          chainId: 31337,
        },
        { now: () => new Date(h.clock.now), rules: h.config.ledger },
      );
    expect(await record(0n)).toBe('no-match');
    expect(await record(5n)).toBe('no-match');
    const listed = await listUnmatchedPayments(h.db, h.config.ledger);
    expect(listed.map((payment) => payment.owed)).toEqual(['5']);
  });
});
