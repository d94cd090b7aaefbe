import {
  createFakeWalletConfig,
  otherTestChain,
  RpcFailure,
  rpcMethods,
  stubRpcFetch,
  testAccounts,
  testChain,
} from '@test/support/fake-wallet';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectWallet } from './connect-wallet';
import { sendTransaction } from './send-transaction';

const treasury = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const txHash = `0x${'12'.repeat(32)}` as const;
const payment = {
  to: treasury,
  value: '1000000000000000',
  data: '0xdeadbeef',
  chainId: testChain.id,
} as const;

afterEach(() => {
  vi.unstubAllGlobals();
});

async function connectedConfig() {
  const config = createFakeWalletConfig({ wallets: [{ walletId: 'okx' }] });
  await connectWallet(config, { walletId: 'okx' });
  return config;
}

describe('sendTransaction', () => {
  it('sends to, value (base units) and data from the wallet and returns the hash with its chain', async () => {
    const sent: unknown[] = [];
    stubRpcFetch(
      rpcMethods({
        eth_estimateGas: () => '0x5208',
        eth_sendTransaction: ([request]) => {
          sent.push(request);
          return txHash;
        },
      }),
    );
    const config = await connectedConfig();

    await expect(sendTransaction(config, payment)).resolves.toEqual({ hash: txHash, chainId: testChain.id });
    expect(sent).toEqual([
      { from: testAccounts[0], to: treasury, value: '0x38d7ea4c68000', data: '0xdeadbeef' },
    ]);
  });

  it('refuses to send while the wallet is on another chain (chain_mismatch)', async () => {
    stubRpcFetch(rpcMethods({}));
    const config = await connectedConfig();

    await expect(sendTransaction(config, { ...payment, chainId: otherTestChain.id })).rejects.toMatchObject({
      code: 'chain_mismatch',
    });
  });

  it('rejects a refused transaction as user_rejected', async () => {
    stubRpcFetch(
      rpcMethods({
        eth_estimateGas: () => '0x5208',
        eth_sendTransaction: () => {
          throw new RpcFailure(4001, 'User rejected the request.');
        },
      }),
    );
    const config = await connectedConfig();

    await expect(sendTransaction(config, payment)).rejects.toMatchObject({
      code: 'user_rejected',
      quiet: true,
    });
  });

  it.each([
    ['-1', 'a negative amount'],
    ['1.5', 'a fractional amount'],
    ['1e18', 'an exponent'],
    ['', 'an empty amount'],
  ])('refuses %j (%s) as invalid_request before asking the wallet', async (value) => {
    const called = stubRpcFetch(rpcMethods({}));
    const config = await connectedConfig();

    await expect(sendTransaction(config, { ...payment, value })).rejects.toMatchObject({
      code: 'invalid_request',
    });
    expect(called).toEqual([]);
  });

  it('refuses a malformed recipient as invalid_request', async () => {
    const config = await connectedConfig();

    await expect(sendTransaction(config, { ...payment, to: '0x1234' })).rejects.toMatchObject({
      code: 'invalid_request',
    });
  });
});
