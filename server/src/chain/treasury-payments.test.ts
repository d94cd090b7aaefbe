import { createPublicClient, custom } from 'viem';
import { describe, expect, it } from 'vitest';
import { startAnvil } from '../devnet/anvil';
import { devAccount } from '../devnet/dev-accounts';
import { devnetWallet } from '../devnet/devnet-wallet';
import { createChainClient, readTreasuryPayments, taggedBlockNumber } from './treasury-payments';

describe('taggedBlockNumber', () => {
  it('is undefined on a node that answers the finalized tag with an error', async () => {
    const request = async () => {
      throw Object.assign(new Error('invalid block tag'), { code: -32602 });
    };
    const client = createPublicClient({ transport: custom({ request }, { retryCount: 0 }) });
    expect(await taggedBlockNumber(client, 'finalized')).toBeUndefined();
  });

  it('throws when the node does not answer at all, so a rewind waits for the node instead of guessing', async () => {
    // Port 1 on loopback: nothing listens, the connection is refused.
    const client = createChainClient('http://127.0.0.1:1', { attempts: 2, baseDelayMs: 1 });
    await expect(taggedBlockNumber(client, 'finalized')).rejects.toThrow();
  });
});

describe('readTreasuryPayments', () => {
  it('keeps at most 64 bytes of a payment calldata, however much was sent', async () => {
    const anvil = await startAnvil();
    try {
      const treasury = devAccount(9).address;
      const data = `0x${'ab'.repeat(300)}` as const;
      const hash = await devnetWallet(anvil.rpcUrl, devAccount(1)).sendMined(treasury, 0n, data);
      const client = createChainClient(anvil.rpcUrl);
      const { blockNumber } = await client.getTransactionReceipt({ hash });
      const { payments } = await readTreasuryPayments(client, blockNumber, treasury);
      expect(payments.map((payment) => payment.input)).toEqual([`0x${'ab'.repeat(64)}`]);
    } finally {
      await anvil.stop();
    }
  }, 120_000);
});
