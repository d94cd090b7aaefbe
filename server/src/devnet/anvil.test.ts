import { createPublicClient, createWalletClient, http, parseEther } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Anvil, startAnvil } from './anvil';
import { devAccount } from './dev-accounts';
import { devnetControls } from './mining-controls';

describe('startAnvil', () => {
  let anvil: Anvil;
  beforeAll(async () => {
    anvil = await startAnvil({ chainId: 97 });
  });
  afterAll(() => anvil.stop());

  it('serves JSON-RPC on a free loopback port with the requested chain id', async () => {
    expect(anvil.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const client = createPublicClient({ transport: http(anvil.rpcUrl), cacheTime: 0 });
    expect(await client.getChainId()).toBe(97);
  });

  it('funds the well-known dev accounts, whose keys sign for their addresses', async () => {
    const client = createPublicClient({ transport: http(anvil.rpcUrl), cacheTime: 0 });
    const account = devAccount(3);
    expect(privateKeyToAccount(account.privateKey).address).toBe(account.address);
    expect(await client.getBalance({ address: account.address })).toBe(parseEther('10000'));
  });

  it('holds transactions in the pool while automine is off and mines them block by block', async () => {
    const client = createPublicClient({ transport: http(anvil.rpcUrl), cacheTime: 0 });
    const controls = devnetControls(anvil.rpcUrl);
    const sender = privateKeyToAccount(devAccount(1).privateKey);
    const wallet = createWalletClient({ account: sender, transport: http(anvil.rpcUrl) });
    const start = await client.getBlockNumber();
    await controls.setAutomine(false);
    try {
      const hash = await wallet.sendTransaction({ to: devAccount(2).address, value: 1n, chain: null });
      await expect(client.getTransactionReceipt({ hash })).rejects.toThrow();
      await controls.mine(2);
      const receipt = await client.getTransactionReceipt({ hash });
      expect(receipt.blockNumber).toBe(start + 1n);
      expect(await client.getBlockNumber()).toBe(start + 2n);
    } finally {
      await controls.setAutomine(true);
    }
  });
});

describe('stop', () => {
  it('ends the node so its port no longer answers', async () => {
    const anvil = await startAnvil();
    await anvil.stop();
    await expect(fetch(anvil.rpcUrl, { method: 'POST' })).rejects.toThrow();
  });

  it('reports a port already in use instead of hanging', async () => {
    const first = await startAnvil();
    try {
      await expect(startAnvil({ port: first.port, readyTimeoutMs: 5_000 })).rejects.toThrow(
        /anvil did not start/,
      );
    } finally {
      await first.stop();
    }
  });
});
