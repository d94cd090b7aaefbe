import { createFakeWalletConfig, otherTestChain, testAccounts, testChain } from '@test/support/fake-wallet';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectWallet } from './connect-wallet';
import { disconnectWallet } from './disconnect-wallet';
import { switchChain } from './switch-chain';
import { accountEvents, initialAccountEvent, type WalletAccount, watchAccount } from './watch-account';

afterEach(() => {
  vi.unstubAllGlobals();
});

const disconnected: WalletAccount = { status: 'disconnected', isChainSupported: false };
const connected: WalletAccount = {
  status: 'connected',
  address: testAccounts[0],
  chainId: testChain.id,
  walletId: 'okx',
  isChainSupported: true,
};

describe('accountEvents', () => {
  it('reports a connection with the account, chain and wallet', () => {
    expect(accountEvents(disconnected, connected)).toEqual([
      {
        type: 'wallet.connected',
        address: testAccounts[0],
        chainId: testChain.id,
        walletId: 'okx',
        isChainSupported: true,
      },
    ]);
  });

  it('reports a disconnection', () => {
    expect(accountEvents(connected, disconnected)).toEqual([{ type: 'wallet.disconnected' }]);
  });

  it('reports connecting and reconnecting', () => {
    expect(accountEvents(disconnected, { status: 'reconnecting', isChainSupported: false })).toEqual([
      { type: 'wallet.connecting', reconnecting: true },
    ]);
    expect(accountEvents(disconnected, { status: 'connecting', isChainSupported: false })).toEqual([
      { type: 'wallet.connecting', reconnecting: false },
    ]);
  });

  it('reports an account switch and a chain switch inside the wallet', () => {
    const switched = { ...connected, address: testAccounts[1], chainId: 1, isChainSupported: false };

    expect(accountEvents(connected, switched)).toEqual([
      { type: 'wallet.accountChanged', address: testAccounts[1] },
      { type: 'wallet.chainChanged', chainId: 1, isChainSupported: false },
    ]);
  });

  it('reports nothing when nothing the app uses changed', () => {
    expect(accountEvents(connected, { ...connected })).toEqual([]);
    expect(accountEvents(disconnected, { ...disconnected })).toEqual([]);
  });

  it('tells a starting machine where the connection stands', () => {
    expect(initialAccountEvent(disconnected)).toEqual({ type: 'wallet.disconnected' });
    expect(initialAccountEvent(connected)).toMatchObject({ type: 'wallet.connected', walletId: 'okx' });
  });
});

describe('watchAccount', () => {
  it('follows connect, chain switch and disconnect of a real (mock) wallet', async () => {
    const config = createFakeWalletConfig({ wallets: [{ walletId: 'okx' }] });
    const seen: string[] = [];
    const stop = watchAccount(config, {
      onChange: (next, previous) => {
        for (const event of accountEvents(previous, next)) seen.push(event.type);
      },
    });

    await connectWallet(config, { walletId: 'okx' });
    await switchChain(config, { chainId: otherTestChain.id });
    await disconnectWallet(config);
    stop();
    await connectWallet(config, { walletId: 'okx' });

    expect(seen).toEqual([
      'wallet.connecting',
      'wallet.connected',
      'wallet.chainChanged',
      'wallet.disconnected',
    ]);
  });
});
