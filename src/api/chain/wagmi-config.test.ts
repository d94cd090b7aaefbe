import type { Wallet } from '@rainbow-me/rainbowkit';
import { createConnector } from '@wagmi/core';
import { http } from 'viem';
import { bscTestnet, mainnet } from 'viem/chains';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { walletList } from '@/config/wallets';
import { createWagmiConfig } from './wagmi-config';

type CreateWalletFn = () => Wallet;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const parameters = {
  chain: bscTestnet,
  transports: {
    [bscTestnet.id]: http('http://127.0.0.1/never'),
    [mainnet.id]: http('http://127.0.0.1/never'),
  },
  walletList,
  appName: 'DGrid',
  projectId: 'YOUR_PROJECT_ID',
  storage: null,
} as const;

function recordNetwork() {
  const fetches: string[] = [];
  const sockets: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    fetches.push(input instanceof Request ? input.url : String(input));
    throw new TypeError('no network in unit tests');
  });
  vi.stubGlobal(
    'WebSocket',
    class {
      constructor(url: string) {
        sockets.push(url);
        throw new Error('no network in unit tests');
      }
    },
  );
  return { fetches, sockets };
}

describe('createWagmiConfig', () => {
  it('imports and builds the product config with no request or socket opened', async () => {
    const network = recordNetwork();
    const { getWagmiConfig } = await import('./wagmi-config');

    const config = getWagmiConfig();
    // Any SDK the connectors started would load through a dynamic import first.
    await vi.dynamicImportSettled();

    expect(config.connectors.length).toBeGreaterThan(0);
    expect(network).toEqual({ fetches: [], sockets: [] });
  });

  it('never runs the setup of remote-session connectors, which is what starts their SDK, but runs the others', () => {
    const remoteSetup = vi.fn();
    const injectedSetup = vi.fn();
    const wallet =
      (id: string, type: string, setup: () => Promise<void>): CreateWalletFn =>
      () => ({
        id,
        name: id,
        iconUrl: '',
        iconBackground: '#fff',
        createConnector: (details) =>
          createConnector(() => ({
            id,
            name: id,
            type,
            setup,
            connect: vi.fn(),
            disconnect: vi.fn(),
            getAccounts: vi.fn(),
            getChainId: vi.fn(),
            getProvider: vi.fn(),
            isAuthorized: vi.fn(),
            onAccountsChanged: vi.fn(),
            onChainChanged: vi.fn(),
            onDisconnect: vi.fn(),
            ...details,
          })),
      });

    createWagmiConfig({
      ...parameters,
      walletList: [
        {
          groupName: 'Recommended',
          wallets: [
            wallet('remote', 'walletConnect', remoteSetup),
            wallet('sdk', 'metaMask', remoteSetup),
            wallet('injected', 'injected', injectedSetup),
          ],
        },
      ],
    });

    expect(remoteSetup).not.toHaveBeenCalled();
    expect(injectedSetup).toHaveBeenCalledTimes(1);
  });

  it('defers the setup of WalletConnect-backed connectors and keeps every connector connectable', () => {
    const config = createWagmiConfig(parameters);

    const walletConnectBacked = config.connectors.filter((c) => c.type === 'walletConnect');
    expect(walletConnectBacked.length).toBe(7);
    for (const connector of walletConnectBacked) {
      expect(connector.setup).toBeUndefined();
      expect(typeof connector.connect).toBe('function');
    }
  });

  it('defers the MetaMask SDK on phones, where MetaMask uses its SDK connector', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
    );

    const config = createWagmiConfig(parameters);

    const metaMask = config.connectors.find((c) => c.type === 'metaMask');
    expect(metaMask?.id).toBe('metaMaskSDK');
    expect(metaMask?.setup).toBeUndefined();
  });

  it('offers wallets the configured chain only, with the 1.2 base fee multiplier', () => {
    const config = createWagmiConfig(parameters);

    expect(config.chains.map((c) => c.id)).toEqual([bscTestnet.id]);
    expect(config.chains[0].fees?.baseFeeMultiplier).toBe(1.2);
  });

  it('polls the node every second, so a mined payment does not look pending for long', () => {
    expect(createWagmiConfig(parameters).getClient().pollingInterval).toBe(1_000);
  });

  it('keeps a transport for mainnet too, for names', () => {
    const config = createWagmiConfig(parameters);

    expect(Object.keys(config._internal.transports).map(Number).sort()).toEqual([mainnet.id, bscTestnet.id]);
  });

  it('rejects a base fee multiplier below 1', () => {
    expect(() => createWagmiConfig({ ...parameters, baseFeeMultiplier: 0.9 })).toThrow(
      '`baseFeeMultiplier` must be greater than 1.',
    );
  });

  it('refuses to build without a WalletConnect project id', () => {
    expect(() => createWagmiConfig({ ...parameters, projectId: '' })).toThrow('No projectId found.');
  });

  it('refuses an empty wallet list with the wallet-list message', () => {
    expect(() => createWagmiConfig({ ...parameters, walletList: [] })).toThrow('No wallet list was provided');
  });
});
