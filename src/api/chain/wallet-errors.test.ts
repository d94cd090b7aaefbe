import {
  createFakeWalletConfig,
  fakeTransport,
  RpcFailure,
  rpcMethods,
  stubRpcFetch,
  testChain,
} from '@test/support/fake-wallet';
import { ConnectorNotConnectedError } from '@wagmi/core';
import {
  ChainDisconnectedError,
  createPublicClient,
  ProviderDisconnectedError,
  UnauthorizedProviderError,
  UserRejectedRequestError,
  WaitForTransactionReceiptTimeoutError,
} from 'viem';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectWallet } from './connect-wallet';
import { payOrder } from './pay-order';
import { classifyWalletError, toWalletError, WalletError, withWalletErrors } from './wallet-errors';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** What the app sees when the node answers a payment's eth_sendTransaction with this JSON-RPC error. */
async function sendFailingWith(code: number, message: string): Promise<unknown> {
  stubRpcFetch(
    rpcMethods({
      eth_sendTransaction: () => {
        throw new RpcFailure(code, message);
      },
    }),
  );
  const config = createFakeWalletConfig({ wallets: [{ walletId: 'okx' }] });
  await connectWallet(config, { walletId: 'okx' });
  return payOrder(config, {
    contract: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    reference: `0x${'01'.repeat(32)}`,
    value: '1',
    chainId: testChain.id,
  }).catch((error: unknown) => error);
}

describe('classification of node errors through the real send path', () => {
  it.each([
    [-32000, 'insufficient funds for gas * price + value', 'insufficient_funds'],
    [-32000, 'nonce too low', 'nonce_too_low'],
    [-32000, 'nonce too high', 'nonce_too_high'],
    [-32000, 'max fee per gas less than block base fee', 'fee_cap_too_low'],
    [3, 'execution reverted: order expired', 'execution_reverted'],
    [-32005, 'limit exceeded', 'limit_exceeded'],
    [4100, 'The requested account has not been authorized by the user.', 'unauthorized'],
    [4900, 'The provider is disconnected from all chains.', 'disconnected'],
    [4001, 'User rejected the request.', 'user_rejected'],
    // A contract call's internal JSON-RPC error is read by viem as the call's revert (getContractError): either
    // way nothing was sent, which is what execution_reverted tells the buyer.
    [-32603, 'Internal JSON-RPC error.', 'execution_reverted'],
    [-32000, 'header not found', 'unknown'],
  ] as const)('code %i "%s" → %s', async (code, message, expected) => {
    const error = await sendFailingWith(code, message);

    expect(error).toBeInstanceOf(WalletError);
    expect((error as WalletError).code).toBe(expected);
    expect((error as WalletError).quiet).toBe(expected === 'user_rejected');
  });
});

describe('classifyWalletError', () => {
  it.each([
    [new UserRejectedRequestError(new Error('no')), 'user_rejected'],
    [{ code: 4001, message: 'User denied account authorization' }, 'user_rejected'],
    [{ code: 'ACTION_REJECTED', message: 'user rejected transaction' }, 'user_rejected'],
    [new UnauthorizedProviderError(new Error('no')), 'unauthorized'],
    [{ code: 4100, message: 'Unauthorized' }, 'unauthorized'],
    [new ProviderDisconnectedError(new Error('gone')), 'disconnected'],
    [new ChainDisconnectedError(new Error('gone')), 'disconnected'],
    [new ConnectorNotConnectedError(), 'disconnected'],
    [{ code: -32005, message: 'Request limit exceeded' }, 'limit_exceeded'],
    [{ code: 4902, message: 'Unrecognized chain ID' }, 'unsupported_chain'],
    [new WaitForTransactionReceiptTimeoutError({ hash: `0x${'00'.repeat(32)}` }), 'timeout'],
    [new Error('something else'), 'unknown'],
    ['a string', 'unknown'],
    [undefined, 'unknown'],
  ] as const)('%o → %s', (error, expected) => {
    expect(classifyWalletError(error)).toBe(expected);
  });

  it('finds the code deep in a cause chain of plain errors', () => {
    const error = new Error('outer', { cause: new Error('middle', { cause: { code: 4001, message: 'x' } }) });

    expect(classifyWalletError(error)).toBe('user_rejected');
  });

  it('falls back to the wording only for wallets that reject without code 4001', () => {
    expect(classifyWalletError({ code: -32603, message: 'User denied transaction signature' })).toBe(
      'user_rejected',
    );
    expect(classifyWalletError({ code: -32603, message: 'Denied by the node' })).toBe('unknown');
    // WalletConnect's own modal, closed without connecting.
    expect(classifyWalletError(new Error('Connection request reset. Please try again.'))).toBe(
      'user_rejected',
    );
    expect(classifyWalletError(new Error('The connection request was reset by the relay'))).toBe('unknown');
  });

  it('classifies a rate-limited public read from viem’s typed RPC error', async () => {
    const client = createPublicClient({
      chain: testChain,
      transport: fakeTransport(
        rpcMethods({
          eth_blockNumber: () => {
            throw new RpcFailure(-32005, 'limit exceeded');
          },
        }),
      ),
    });

    const error = await client.getBlockNumber().catch((e: unknown) => e);

    expect(classifyWalletError(error)).toBe('limit_exceeded');
  });
});

describe('toWalletError', () => {
  it('keeps the first numeric RPC code and the cause', () => {
    const cause = new UserRejectedRequestError(new Error('no'));

    const error = toWalletError(cause);

    expect(error).toMatchObject({ code: 'user_rejected', rpcCode: 4001, quiet: true, cause });
  });

  it('returns a WalletError unchanged', () => {
    const original = new WalletError('timeout');

    expect(toWalletError(original)).toBe(original);
  });

  it('wraps failures of a wallet call', async () => {
    await expect(
      withWalletErrors(async () => {
        throw { code: 4100, message: 'nope' };
      }),
    ).rejects.toMatchObject({ name: 'WalletError', code: 'unauthorized', rpcCode: 4100, quiet: false });
  });
});
