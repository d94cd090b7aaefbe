import {
  createFakeWalletConfig,
  otherTestChain,
  rpcMethods,
  stubRpcFetch,
  testAccounts,
  testChain,
} from '@test/support/fake-wallet';
import { getAccount } from '@wagmi/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectWallet } from './connect-wallet';
import { signMessage } from './sign-message';
import { switchChain } from './switch-chain';

const cannedSignature = `0x${'ab'.repeat(65)}` as const;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('signMessage', () => {
  it('returns the wallet’s signature of the exact message for the connected account', async () => {
    const signed: unknown[][] = [];
    stubRpcFetch(
      rpcMethods({
        eth_sign: (params) => {
          signed.push([...params]);
          return cannedSignature;
        },
      }),
    );
    const config = createFakeWalletConfig({ wallets: [{ walletId: 'okx' }] });
    await connectWallet(config, { walletId: 'okx' });

    const result = await signMessage(config, { message: 'Sign in to DGrid\nNonce: 42' });

    expect(result).toEqual({ signature: cannedSignature });
    // The mock turns personal_sign into eth_sign(address, hex message).
    expect(signed).toEqual([[testAccounts[0], '0x5369676e20696e20746f2044477269640a4e6f6e63653a203432']]);
  });

  it('rejects a refused signature as user_rejected (quiet)', async () => {
    stubRpcFetch(rpcMethods({}));
    const config = createFakeWalletConfig({
      wallets: [{ walletId: 'okx', features: { signMessageError: true } }],
    });
    await connectWallet(config, { walletId: 'okx' });

    await expect(signMessage(config, { message: 'hello' })).rejects.toMatchObject({
      code: 'user_rejected',
      quiet: true,
    });
  });

  it('fails with disconnected when no wallet is connected', async () => {
    const config = createFakeWalletConfig({ wallets: [{ walletId: 'okx' }] });

    await expect(signMessage(config, { message: 'hello' })).rejects.toMatchObject({ code: 'disconnected' });
  });
});

describe('switchChain', () => {
  it('moves the connected wallet to another configured chain', async () => {
    const config = createFakeWalletConfig({ wallets: [{ walletId: 'okx' }] });
    await connectWallet(config, { walletId: 'okx' });

    const result = await switchChain(config, { chainId: otherTestChain.id });

    expect(result).toEqual({ chainId: otherTestChain.id });
    expect(getAccount(config).chainId).toBe(otherTestChain.id);
  });

  it('rejects a refused switch as user_rejected and leaves the wallet on its chain', async () => {
    const config = createFakeWalletConfig({
      wallets: [{ walletId: 'okx', features: { switchChainError: true } }],
    });
    await connectWallet(config, { walletId: 'okx' });

    await expect(switchChain(config, { chainId: otherTestChain.id })).rejects.toMatchObject({
      code: 'user_rejected',
      rpcCode: 4001,
    });
    expect(getAccount(config).chainId).toBe(testChain.id);
  });

  it('refuses a chain the app does not configure with unsupported_chain', async () => {
    const config = createFakeWalletConfig({ wallets: [{ walletId: 'okx' }] });
    await connectWallet(config, { walletId: 'okx' });

    await expect(switchChain(config, { chainId: 1 })).rejects.toMatchObject({ code: 'unsupported_chain' });
  });
});
