import { controllable } from '@test/support/controllable';
import { flush } from '@test/support/flush';
import { describe, expect, it } from 'vitest';
import { createActor, setup } from 'xstate';
import {
  RECEIPT_TIMEOUT_MS,
  type SettledStatus,
  transactionMachine,
  type WaitForReceiptInput,
  type WaitForReceiptOutput,
} from './transaction.machine';

const input = { address: `0x${'1'.repeat(40)}`, chainId: 97, hash: `0x${'f'.repeat(64)}` };

function startTransaction() {
  const receipt = controllable<WaitForReceiptOutput, WaitForReceiptInput>();
  const reports: SettledStatus[] = [];
  const actor = createActor(
    transactionMachine.provide({
      actors: { waitForReceipt: receipt.logic },
      actions: { reportSettlement: (_, { status }) => reports.push(status) },
    }),
    { input },
  ).start();
  return { actor, receipt, reports };
}

describe('transaction', () => {
  it('waits for one confirmation by default, for at most 300000 ms', () => {
    const { actor, receipt } = startTransaction();
    expect(actor.getSnapshot().hasTag('pending')).toBe(true);
    expect(receipt.last().input).toEqual({
      hash: input.hash,
      chainId: 97,
      confirmations: 1,
      timeoutMs: 300_000,
    });
    expect(RECEIPT_TIMEOUT_MS).toBe(300_000);
  });

  it.each([
    ['success', 'confirmed'],
    [1, 'confirmed'],
    ['reverted', 'failed'],
    [0, 'failed'],
  ] as const)('receipt status %s settles as %s and is reported once', async (status, settled) => {
    const { actor, receipt, reports } = startTransaction();
    receipt.resolve({ status });
    await flush();
    expect(actor.getSnapshot().value).toBe(settled);
    expect(actor.getSnapshot().status).toBe('done');
    expect(reports).toEqual([settled]);
  });

  it('fails when the wait fails (timeout, replaced, not found)', async () => {
    const { actor, receipt, reports } = startTransaction();
    receipt.reject(new Error('Timed out while waiting for transaction with hash'));
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(reports).toEqual(['failed']);
  });

  it('tells the store that spawned it which transaction settled, and how', async () => {
    const receipt = controllable<WaitForReceiptOutput, WaitForReceiptInput>();
    const heard: unknown[] = [];
    const store = setup({
      actors: { transaction: transactionMachine.provide({ actors: { waitForReceipt: receipt.logic } }) },
    }).createMachine({
      invoke: { src: 'transaction', input },
      on: { 'chain.transactionSettled': { actions: ({ event }) => void heard.push(event) } },
    });
    createActor(store).start();
    receipt.resolve({ status: 'success' } as WaitForReceiptOutput);
    await flush();
    expect(heard).toEqual([
      {
        type: 'chain.transactionSettled',
        address: input.address,
        chainId: 97,
        hash: input.hash,
        status: 'confirmed',
      },
    ]);
  });

  it('reports failed, not confirmed, when no receipt watcher was provided (a wiring slip is visible)', async () => {
    const heard: unknown[] = [];
    const store = setup({ actors: { transaction: transactionMachine } }).createMachine({
      invoke: { src: 'transaction', input },
      on: { 'chain.transactionSettled': { actions: ({ event }) => void heard.push(event) } },
    });
    createActor(store).start();
    await flush();
    expect(heard).toMatchObject([{ hash: input.hash, status: 'failed' }]);
  });
});
