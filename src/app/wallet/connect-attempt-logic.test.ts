import { createFakeWalletConfig, testChain } from '@test/support/fake-wallet';
import { createConfig, createConnector, getAccount, http } from '@wagmi/core';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { connectForAttempt } from '@/api/chain/connect-attempt';
import { createConnectAttemptLogic } from './connect-attempt-logic';

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

/** A WalletConnect-backed wallet that announces its pairing URI when asked to connect, then waits. */
function pairingWalletConfig() {
  const connector = createConnector((wagmi) => ({
    id: 'walletConnect',
    name: 'OKX Wallet',
    type: 'walletConnect',
    rkDetails: {
      id: 'okx',
      isRainbowKitConnector: true,
      qrCode: { getUri: (uri: string) => uri },
      mobile: { getUri: (uri: string) => `okx://main/wc?uri=${encodeURIComponent(uri)}` },
    },
    connect: () => {
      wagmi.emitter.emit('message', { type: 'display_uri', data: 'wc:abc@2?symKey=1' });
      return new Promise<never>(() => undefined);
    },
    disconnect: async () => undefined,
    getAccounts: async () => [],
    getChainId: async () => testChain.id,
    getProvider: async () => ({}),
    isAuthorized: async () => false,
    onAccountsChanged: () => undefined,
    onChainChanged: () => undefined,
    onDisconnect: () => undefined,
  }));
  return createConfig({
    chains: [testChain],
    connectors: [connector],
    transports: { [testChain.id]: http('http://127.0.0.1:1') },
    storage: null,
    multiInjectedProviderDiscovery: false,
  });
}

describe('the URI an attempt presents', () => {
  it.each([
    ['qrCode', 'wc:abc@2?symKey=1'],
    ['mobile', 'okx://main/wc?uri=wc%3Aabc%402%3FsymKey%3D1'],
  ] as const)('for %s is what the wallet makes of the announced pairing URI', async (uriFor, expected) => {
    const attempt = createActor(createConnectAttemptLogic(pairingWalletConfig()), {
      input: { walletId: 'okx', uriFor },
    }).start();
    await vi.waitFor(() => expect(attempt.getSnapshot().context.qrUri).toBe(expected));
    attempt.stop();
  });
});
