import {
  createFakeWalletConfig,
  otherTestChain,
  type RpcHandler,
  rpcMethods,
  testChain,
} from '@test/support/fake-wallet';
import type { Hash } from 'viem';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitForReceipt } from './wait-for-receipt';

const sender = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const treasury = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const hash = `0x${'aa'.repeat(32)}` as Hash;
const replacementHash = `0x${'bb'.repeat(32)}` as Hash;
const blockHash = `0x${'cc'.repeat(32)}`;

function receipt(status: '0x1' | '0x0', transactionHash: Hash = hash, blockNumber = '0x10') {
  return {
    transactionHash,
    blockHash,
    blockNumber,
    transactionIndex: '0x0',
    from: sender,
    to: treasury,
    status,
    gasUsed: '0x5208',
    cumulativeGasUsed: '0x5208',
    effectiveGasPrice: '0x1',
    logs: [],
    logsBloom: `0x${'00'.repeat(256)}`,
    type: '0x2',
    contractAddress: null,
  };
}

function transaction(
  txHash: Hash,
  fields: { to: string; value: string; input: string; blockNumber: string | null },
) {
  return {
    hash: txHash,
    from: sender,
    nonce: '0x5',
    gas: '0x5208',
    maxFeePerGas: '0x2',
    maxPriorityFeePerGas: '0x1',
    type: '0x2',
    chainId: '0x61',
    blockHash: fields.blockNumber ? blockHash : null,
    transactionIndex: fields.blockNumber ? '0x0' : null,
    v: '0x0',
    r: '0x1',
    s: '0x1',
    ...fields,
  };
}

const payment = { to: treasury, value: '0x38d7ea4c68000', input: '0xdeadbeef' };

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function configAnswering(rpc: RpcHandler) {
  return createFakeWalletConfig({ wallets: [], rpc });
}

describe('waitForReceipt', () => {
  it('reports a successful receipt as confirmed', async () => {
    const config = configAnswering(rpcMethods({ eth_getTransactionReceipt: () => receipt('0x1') }));

    await expect(waitForReceipt(config, { hash, chainId: testChain.id })).resolves.toEqual({
      status: 'confirmed',
      hash,
      blockNumber: '16',
    });
  });

  it('reports a reverted receipt (status 0) as failed, without throwing', async () => {
    const config = configAnswering(rpcMethods({ eth_getTransactionReceipt: () => receipt('0x0') }));

    await expect(waitForReceipt(config, { hash, chainId: testChain.id })).resolves.toEqual({
      status: 'failed',
      hash,
      reason: 'reverted',
    });
  });

  it('asks the node of the chain the transaction was sent on, not the app’s current chain', async () => {
    const config = createFakeWalletConfig({
      wallets: [],
      rpcByChain: {
        [testChain.id]: rpcMethods({ eth_getTransactionReceipt: () => receipt('0x0') }),
        [otherTestChain.id]: rpcMethods({ eth_getTransactionReceipt: () => receipt('0x1') }),
      },
    });

    await expect(waitForReceipt(config, { hash, chainId: otherTestChain.id })).resolves.toMatchObject({
      status: 'confirmed',
    });
  });

  it('fails with unsupported_chain for a chain the app does not configure', async () => {
    const config = configAnswering(rpcMethods({}));

    await expect(waitForReceipt(config, { hash, chainId: 1 })).resolves.toEqual({
      status: 'failed',
      hash,
      reason: 'unsupported_chain',
    });
  });

  it('waits for the requested confirmations before reporting', async () => {
    vi.useFakeTimers();
    const heads = ['0x10', '0x11', '0x12'];
    const served: string[] = [];
    const config = configAnswering(
      rpcMethods({
        eth_getTransactionReceipt: () => receipt('0x1'),
        eth_blockNumber: () => {
          const head = heads[Math.min(served.length, heads.length - 1)] as string;
          served.push(head);
          return head;
        },
      }),
    );
    let settled: unknown;
    void waitForReceipt(config, { hash, chainId: testChain.id, confirmations: 3 }).then((result) => {
      settled = result;
    });

    // Mined in block 0x10: the third confirmation is block 0x12.
    while (!served.includes('0x12')) {
      expect(settled).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1_000);
    }
    await vi.advanceTimersByTimeAsync(1_000);

    expect(settled).toEqual({ status: 'confirmed', hash, blockNumber: '16' });
  });

  it('gives up after 300000 ms by default and reports failed with reason timeout', async () => {
    vi.useFakeTimers();
    const config = configAnswering(
      rpcMethods({
        eth_getTransactionReceipt: () => null,
        eth_getTransactionByHash: () => transaction(hash, { ...payment, blockNumber: null }),
        eth_blockNumber: () => '0x10',
        eth_getBlockByNumber: () => ({ number: '0x10', hash: blockHash, transactions: [], timestamp: '0x1' }),
      }),
    );
    let settled: unknown;
    void waitForReceipt(config, { hash, chainId: testChain.id }).then((result) => {
      settled = result;
    });

    await vi.advanceTimersByTimeAsync(299_000);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1_000);

    expect(settled).toEqual({ status: 'failed', hash, reason: 'timeout' });
  });

  it.each([
    ['cancelled', { to: sender, value: '0x0', input: '0x' }],
    ['replaced', { to: treasury, value: '0x1', input: '0x' }],
  ] as const)('reports a payment the wallet %s as failed', async (reason, replacement) => {
    const config = configAnswering(replacedBy({ ...replacement, blockNumber: '0x10' }));

    await expect(waitForReceipt(config, { hash, chainId: testChain.id })).resolves.toEqual({
      status: 'failed',
      hash,
      reason,
    });
  });

  it('follows a sped-up copy of the payment and reports it confirmed under its new hash', async () => {
    const config = configAnswering(replacedBy({ ...payment, blockNumber: '0x10' }));

    await expect(waitForReceipt(config, { hash, chainId: testChain.id })).resolves.toEqual({
      status: 'confirmed',
      hash: replacementHash,
      blockNumber: '16',
      replacedHash: hash,
    });
  });
});

/** A node where the payment is pending and another transaction took its nonce in block 0x10. */
function replacedBy(fields: { to: string; value: string; input: string; blockNumber: string }): RpcHandler {
  const replacement = transaction(replacementHash, fields);
  return rpcMethods({
    eth_getTransactionReceipt: ([txHash]) =>
      txHash === replacementHash ? receipt('0x1', replacementHash) : null,
    eth_getTransactionByHash: ([txHash]) =>
      txHash === hash ? transaction(hash, { ...payment, blockNumber: null }) : replacement,
    eth_getTransactionBySenderAndNonce: () => replacement,
    eth_blockNumber: () => '0x10',
    eth_getBlockByNumber: () => ({
      number: '0x10',
      hash: blockHash,
      timestamp: '0x1',
      transactions: [replacement],
    }),
  });
}
