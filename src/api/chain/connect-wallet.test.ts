import { createFakeWalletConfig, otherTestChain, testAccounts, testChain } from '@test/support/fake-wallet';
import { getAccount } from '@wagmi/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectWallet } from './connect-wallet';
import { disconnectWallet } from './disconnect-wallet';
import { getChainId } from './get-chain-id';
import { WalletError } from './wallet-errors';
import type { WalletUris } from './watch-connect-uri';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('connectWallet', () => {
  it('connects the wallet chosen by its RainbowKit id and returns the account and chain', async () => {
    const config = createFakeWalletConfig({ wallets: [{ walletId: 'okx' }, { walletId: 'metaMask' }] });

    const result = await connectWallet(config, { walletId: 'metaMask' });

    expect(result).toEqual({ address: testAccounts[0], chainId: testChain.id, walletId: 'metaMask' });
    const account = getAccount(config);
    expect(account.status).toBe('connected');
    expect((account.connector as { rkDetails?: { id: string } }).rkDetails?.id).toBe('metaMask');
  });

  it('connects on the requested chain', async () => {
    const config = createFakeWalletConfig({ wallets: [{ walletId: 'okx' }] });

    const result = await connectWallet(config, { walletId: 'okx', chainId: otherTestChain.id });

    expect(result.chainId).toBe(otherTestChain.id);
  });

  it('rejects a refused connection as user_rejected, quietly, and stays disconnected', async () => {
    const config = createFakeWalletConfig({
      wallets: [{ walletId: 'okx', features: { connectError: true } }],
    });

    const error = await connectWallet(config, { walletId: 'okx' }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(WalletError);
    expect(error).toMatchObject({ code: 'user_rejected', rpcCode: 4001, quiet: true });
    expect(getAccount(config).status).toBe('disconnected');
  });

  it('reports other connection failures with their own code, not as a rejection', async () => {
    const failure = Object.assign(new Error('Rate limited'), { code: -32005 });
    const config = createFakeWalletConfig({
      wallets: [{ walletId: 'okx', features: { connectError: failure } }],
    });

    await expect(connectWallet(config, { walletId: 'okx' })).rejects.toMatchObject({
      code: 'limit_exceeded',
      quiet: false,
    });
  });

  it('fails with wallet_not_found for a wallet that is not in the list', async () => {
    const config = createFakeWalletConfig({ wallets: [{ walletId: 'okx' }] });

    await expect(connectWallet(config, { walletId: 'phantom' })).rejects.toMatchObject({
      code: 'wallet_not_found',
    });
  });

  it('resolves with the current account when the chosen wallet is already connected', async () => {
    const config = createFakeWalletConfig({ wallets: [{ walletId: 'okx' }] });
    await connectWallet(config, { walletId: 'okx' });

    await expect(connectWallet(config, { walletId: 'okx' })).resolves.toEqual({
      address: testAccounts[0],
      chainId: testChain.id,
      walletId: 'okx',
    });
  });

  it('passes the pairing URI of the attempt to onUri, through the wallet’s own URI getters', async () => {
    const config = createFakeWalletConfig({ wallets: [{ walletId: 'rainbow' }] });
    const connector = config.connectors[0] as (typeof config.connectors)[number] & {
      rkDetails: Record<string, unknown>;
    };
    connector.rkDetails.qrCode = {
      getUri: (uri: string) => `https://example.test/wc?uri=${encodeURIComponent(uri)}`,
    };
    connector.rkDetails.mobile = { getUri: (uri: string) => `rainbow://wc?uri=${encodeURIComponent(uri)}` };
    const received: WalletUris[] = [];
    const originalConnect = connector.connect.bind(connector);
    // A WalletConnect connector emits the URI while `connect()` waits for the phone.
    connector.connect = (async (parameters) => {
      connector.emitter.emit('message', { type: 'display_uri', data: 'wc:abc@2' });
      return originalConnect(parameters);
    }) as typeof connector.connect;

    await connectWallet(config, { walletId: 'rainbow', onUri: (uris) => received.push(uris) });
    connector.emitter.emit('message', { type: 'display_uri', data: 'wc:late@2' });

    expect(received).toEqual([
      {
        uri: 'wc:abc@2',
        qrCodeUri: 'https://example.test/wc?uri=wc%3Aabc%402',
        mobileUri: 'rainbow://wc?uri=wc%3Aabc%402',
      },
    ]);
  });
});

describe('disconnectWallet', () => {
  it('disconnects the connected wallet', async () => {
    const config = createFakeWalletConfig({ wallets: [{ walletId: 'okx' }] });
    await connectWallet(config, { walletId: 'okx' });

    await disconnectWallet(config);

    expect(getAccount(config).status).toBe('disconnected');
  });

  it('does nothing when no wallet is connected', async () => {
    const config = createFakeWalletConfig({ wallets: [{ walletId: 'okx' }] });

    await expect(disconnectWallet(config)).resolves.toBeUndefined();
    expect(getAccount(config).status).toBe('disconnected');
  });
});

describe('getChainId', () => {
  it('reports the app chain, supported, before any wallet connects', async () => {
    const config = createFakeWalletConfig({ wallets: [{ walletId: 'okx' }] });

    await expect(getChainId(config)).resolves.toEqual({ chainId: testChain.id, isSupported: true });
  });

  it('asks the connected wallet for its chain and flags one the app does not configure', async () => {
    const config = createFakeWalletConfig({ wallets: [{ walletId: 'okx' }], chains: [testChain] });
    await connectWallet(config, { walletId: 'okx' });
    const connector = getAccount(config).connector;
    if (!connector) throw new Error('not connected');
    vi.spyOn(connector, 'getChainId').mockResolvedValue(1);

    await expect(getChainId(config)).resolves.toEqual({ chainId: 1, isSupported: false });
  });
});
