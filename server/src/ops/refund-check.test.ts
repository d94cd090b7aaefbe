import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChainClient } from '../chain/chain-reads';
import { type Anvil, startAnvil } from '../devnet/anvil';
import { devAccount } from '../devnet/dev-accounts';
import { devnetWallet } from '../devnet/devnet-wallet';
import { creditPaidOrder } from '../ledger/credit-paid-order';
import { fakeTxHash, useHarness } from '../testing/harness';
import { databaseKinds } from '../testing/test-databases';
import { onChainRefundCheck } from './refund-check';
import { recordRefund } from './unmatched-payments';

describe.each(databaseKinds)('payments:refunded checks the refund on chain, on %s', (kind) => {
  const h = useHarness(kind);
  let anvil: Anvil;
  beforeAll(async () => {
    anvil = await startAnvil();
  }, 120_000);
  afterAll(async () => {
    await anvil?.stop();
  });

  it('records only a confirmed transfer from the treasury to the payer of at least the amount owed, once', async () => {
    const payer = devAccount(2);
    const treasury = devAccount(9);
    // Two payments owed back in full (no order has their reference), 5 and 7 wei, from the payer.
    const owe = async (value: bigint) => {
      const txHash = fakeTxHash();
      const outcome = await creditPaidOrder(
        h.db,
        {
          reference: `0x${'ef'.repeat(16)}`,
          from: payer.address,
          value,
          txHash,
          paymentIndex: 0,
          blockNumber: 1n,
          blockTimestamp: new Date(h.clock.now),
          chainId: 31337,
        },
        { now: () => new Date(h.clock.now), rules: h.config.ledger },
      );
      expect(outcome).toBe('no-match');
      return txHash;
    };
    const five = await owe(5n);
    const seven = await owe(7n);
    const fromTreasury = devnetWallet(anvil.rpcUrl, treasury);
    const check = onChainRefundCheck(createChainClient(anvil.rpcUrl), {
      treasury: treasury.address,
      confirmations: 1,
    });
    const record = (txHash: string, refundTxHash: string) =>
      recordRefund(
        h.db,
        h.config.ledger,
        { txHash, paymentIndex: 0, refundTxHash, now: new Date(h.clock.now) },
        check,
      );

    // The payer's own transaction to the treasury is not a refund.
    const paid = await devnetWallet(anvil.rpcUrl, payer).sendMined(treasury.address, 5n);
    expect(await record(five, paid)).toBe('refund-not-from-treasury');
    expect(await record(five, five)).toBe('refund-not-found');
    expect(await record(five, await fromTreasury.sendMined(devAccount(3).address, 5n))).toBe(
      'refund-not-to-payer',
    );
    expect(await record(five, await fromTreasury.sendMined(payer.address, 4n))).toBe('refund-too-small');
    const refund = await fromTreasury.sendMined(payer.address, 7n);
    expect(await record(five, refund)).toBe('recorded');
    // One refund closes one payment.
    expect(await record(seven, refund)).toBe('refund-already-used');
    expect(await record(seven, await fromTreasury.sendMined(payer.address, 7n))).toBe('recorded');
  }, 120_000);
});
