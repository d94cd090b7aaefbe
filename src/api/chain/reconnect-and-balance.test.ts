import {
  createFakeWalletConfig,
  fakeWalletConnector,
  rpcMethods,
  stubRpcFetch,
  testAccounts,
  testChain,
} from '@test/support/fake-wallet';
import { createConfig, createStorage } from '@wagmi/core';
import { http } from 'viem';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectWallet } from './connect-wallet';
import { getBalance } from './get-balance';
import { reconnectWallet } from './reconnect-wallet';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('getBalance', () => {
  // Without a multicall contract viem asks eth_getBalance directly (with one it batches through eth_call).
  const chainWithoutMulticall = { ...testChain, contracts: {} };
  it('returns the native balance as base units and as an exact decimal string, with the chain symbol', async () => {
    const asked: unknown[] = [];
    const config = createFakeWalletConfig({
      wallets: [],
      chains: [chainWithoutMulticall],
      rpc: rpcMethods({
        eth_getBalance: (params) => {
          asked.push(params[0]);
          return '0x1bc16d674ec80001'; // 2 tBNB + 1 wei
        },
      }),
    });

    await expect(getBalance(config, { address: testAccounts[0], chainId: testChain.id })).resolves.toEqual({
      value: '2000000000000000001',
      formatted: '2.000000000000000001',
      symbol: 'tBNB',
      decimals: 18,
    });
    expect(asked).toEqual([testAccounts[0]]);
  });

  it('formats zero as "0"', async () => {
    const config = createFakeWalletConfig({
      wallets: [],
      chains: [chainWithoutMulticall],
      rpc: rpcMethods({ eth_getBalance: () => '0x0' }),
    });

    await expect(getBalance(config, { address: testAccounts[0] })).resolves.toMatchObject({
      value: '0',
      formatted: '0',
    });
  });
});

describe('reconnectWallet', () => {
  function remoteConnector(getProvider: () => Promise<unknown>) {
    const base = fakeWalletConnector({ walletId: 'rainbow' });
    return ((parameters: Parameters<typeof base>[0]) => ({
      ...base(parameters),
      id: 'walletConnect',
      type: 'walletConnect',
      getProvider,
    })) as typeof base;
  }

  // After a reload the wallet still has the site authorised: the mock starts connected.
  function configWith(
    storage: ReturnType<typeof createStorage>,
    remoteGetProvider = vi.fn(async () => undefined),
  ) {
    return createConfig({
      chains: [testChain],
      connectors: [
        fakeWalletConnector({ walletId: 'okx', features: { reconnect: true, defaultConnected: true } }),
        remoteConnector(remoteGetProvider),
      ],
      transports: { [testChain.id]: http('http://127.0.0.1/never') },
      storage,
      multiInjectedProviderDiscovery: false,
    });
  }

  it('restores the last wallet after a reload', async () => {
    stubRpcFetch(rpcMethods({ eth_accounts: () => [testAccounts[0]] }));
    const storage = createStorage({ storage: localStorage });
    await connectWallet(configWith(storage), { walletId: 'okx' });

    const account = await reconnectWallet(configWith(storage));

    expect(account).toMatchObject({ status: 'connected', address: testAccounts[0], walletId: 'okx' });
  });

  it('does not start WalletConnect when another wallet was used last', async () => {
    stubRpcFetch(rpcMethods({ eth_accounts: () => [testAccounts[0]] }));
    const storage = createStorage({ storage: localStorage });
    await connectWallet(configWith(storage), { walletId: 'okx' });
    const remoteGetProvider = vi.fn(async () => undefined);

    await reconnectWallet(configWith(storage, remoteGetProvider));

    expect(remoteGetProvider).not.toHaveBeenCalled();
  });

  it('tries WalletConnect when it was used last', async () => {
    stubRpcFetch(rpcMethods({ eth_accounts: () => [] }));
    const storage = createStorage({ storage: localStorage });
    await storage.setItem('recentConnectorId', 'walletConnect');
    const remoteGetProvider = vi.fn(async () => undefined);

    const account = await reconnectWallet(configWith(storage, remoteGetProvider));

    expect(remoteGetProvider).toHaveBeenCalled();
    expect(account.status).toBe('disconnected');
  });
});
