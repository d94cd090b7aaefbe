import { createFakeWalletConfig, testChain } from '@test/support/fake-wallet';
import { createConfig, createConnector, getAccount, http } from '@wagmi/core';
import { describe, expect, it, vi } from 'vitest';
import { connectForAttempt } from './connect-attempt-logic';

/** A wallet whose connection request waits until the person decides (never, here). */
function undecidedWalletConfig() {
  const disconnects: string[] = [];
  const connector = createConnector(() => ({
    id: 'undecided',
    name: 'Undecided',
    type: 'undecided',
    rkDetails: { id: 'undecided', isRainbowKitConnector: true },
    connect: () => new Promise<never>(() => undefined),
    disconnect: async () => void disconnects.push('undecided'),
    getAccounts: async () => [],
    getChainId: async () => testChain.id,
    getProvider: async () => ({}),
    isAuthorized: async () => false,
    onAccountsChanged: () => undefined,
    onChainChanged: () => undefined,
    onDisconnect: () => undefined,
  }));
  const config = createConfig({
    chains: [testChain],
    connectors: [connector],
    transports: { [testChain.id]: http('http://127.0.0.1:1') },
    storage: null,
    multiInjectedProviderDiscovery: false,
  });
  return { config, disconnects };
}

describe('a connection attempt given up while the wallet is still deciding', () => {
  it('abandons the pending pairing, as closing the reference kit’s dialog does', async () => {
    const { config, disconnects } = undecidedWalletConfig();
    const controller = new AbortController();
    void connectForAttempt(config, { walletId: 'undecided', walletConnectModal: false }, controller.signal);
    await vi.waitFor(() => expect(getAccount(config).status).toBe('connecting'));
    controller.abort();
    await vi.waitFor(() => expect(disconnects).toEqual(['undecided']));
  });

  it('leaves the wallet connected when the attempt is stopped after it went through', async () => {
    const config = createFakeWalletConfig({ wallets: [{ walletId: 'okx' }] });
    const controller = new AbortController();
    await connectForAttempt(config, { walletId: 'okx', walletConnectModal: false }, controller.signal);
    controller.abort();
    await Promise.resolve();
    expect(getAccount(config).status).toBe('connected');
  });
});
