import {
  createFakeWalletConfig,
  otherTestChain,
  RpcFailure,
  rpcMethods,
  stubRpcFetch,
  testAccounts,
  testChain,
} from '@test/support/fake-wallet';
import { toFunctionSelector } from 'viem';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectWallet } from './connect-wallet';
import { payOrder } from './pay-order';

// Issue 27 and product-rules.md (Purchase): the app calls `pay(bytes32 orderRef)` on the payments contract
// (`payTo`) with the order's value; docs/api-contract.md: `reference` is bytes32, `value` base units.
const paymentsContract = '0xCa7ecbd0bCe3480E3AFD12a1703d23324CE7a4CE';
const reference = `0x${'ab'.repeat(16)}${'00'.repeat(15)}1f` as const;
const txHash = `0x${'12'.repeat(32)}` as const;
const order = {
  contract: paymentsContract,
  reference,
  value: '1000000000000000',
  chainId: testChain.id,
} as const;
/** The calldata of `pay(bytes32)`: its selector from the signature, then the one 32-byte argument. */
const payCalldata = `${toFunctionSelector('pay(bytes32)')}${reference.slice(2)}`;

afterEach(() => {
  vi.unstubAllGlobals();
});

async function connectedConfig() {
  const config = createFakeWalletConfig({ wallets: [{ walletId: 'okx' }] });
  await connectWallet(config, { walletId: 'okx' });
  return config;
}

describe('payOrder', () => {
  it("calls pay(reference) on the payments contract with exactly the order's value and returns the hash", async () => {
    const sent: unknown[] = [];
    stubRpcFetch(
      rpcMethods({
        eth_estimateGas: () => '0x7530',
        eth_sendTransaction: ([request]) => {
          sent.push(request);
          return txHash;
        },
      }),
    );
    const config = await connectedConfig();

    await expect(payOrder(config, order)).resolves.toEqual({ hash: txHash, chainId: testChain.id });
    expect(sent).toEqual([
      { from: testAccounts[0], to: paymentsContract, value: '0x38d7ea4c68000', data: payCalldata },
    ]);
  });

  it('refuses to pay while the wallet is on another chain (chain_mismatch), before asking the wallet to sign', async () => {
    const called = stubRpcFetch(rpcMethods({}));
    const config = await connectedConfig();

    await expect(payOrder(config, { ...order, chainId: otherTestChain.id })).rejects.toMatchObject({
      code: 'chain_mismatch',
    });
    expect(called).not.toContain('eth_sendTransaction');
  });

  it('rejects a refused payment as user_rejected (quiet)', async () => {
    stubRpcFetch(
      rpcMethods({
        eth_estimateGas: () => '0x7530',
        eth_sendTransaction: () => {
          throw new RpcFailure(4001, 'User rejected the request.');
        },
      }),
    );
    const config = await connectedConfig();

    await expect(payOrder(config, order)).rejects.toMatchObject({ code: 'user_rejected', quiet: true });
  });

  it.each([
    ['-1', 'a negative amount'],
    ['1.5', 'a fractional amount'],
    ['1e18', 'an exponent'],
    ['', 'an empty amount'],
    ['0', 'nothing (the contract reverts NoValue)'],
    ['01', 'a leading zero'],
  ])('refuses the value %j (%s) as invalid_request before asking the wallet', async (value) => {
    const called = stubRpcFetch(rpcMethods({}));
    const config = await connectedConfig();

    await expect(payOrder(config, { ...order, value })).rejects.toMatchObject({ code: 'invalid_request' });
    expect(called).toEqual([]);
  });

  it.each([
    [`0x${'ab'.repeat(16)}`, '16 bytes, not 32'],
    [`0x${'ab'.repeat(33)}`, '33 bytes'],
    [`${'ab'.repeat(32)}`, 'no 0x'],
    [`0x${'zz'.repeat(32)}`, 'not hex'],
    ['', 'empty'],
  ])('refuses the reference %j (%s) as invalid_request before asking the wallet', async (bad) => {
    const called = stubRpcFetch(rpcMethods({}));
    const config = await connectedConfig();

    await expect(payOrder(config, { ...order, reference: bad as `0x${string}` })).rejects.toMatchObject({
      code: 'invalid_request',
    });
    expect(called).toEqual([]);
  });

  it('refuses a malformed contract address as invalid_request before asking the wallet', async () => {
    const called = stubRpcFetch(rpcMethods({}));
    const config = await connectedConfig();

    await expect(payOrder(config, { ...order, contract: '0x1234' })).rejects.toMatchObject({
      code: 'invalid_request',
    });
    expect(called).toEqual([]);
  });
});
