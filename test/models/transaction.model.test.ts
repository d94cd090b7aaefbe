import { controllable } from '@test/support/controllable';
import { flush } from '@test/support/flush';
import { replayPath } from '@test/support/replay-path';
import { pathName } from '@test/support/test-model';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  RECEIPT_TIMEOUT_MS,
  type SettledStatus,
  transactionMachine,
  type WaitForReceiptInput,
  type WaitForReceiptOutput,
} from '@/machines/transaction.machine';
import { transactionInput, transactionPaths, transactionTestModel } from './transaction.model';

const paths = transactionPaths();

describe('transaction machine model', () => {
  it('generates a pinned number of paths and has a fixture for every actor event', () => {
    expect(paths).toHaveLength(5);
    expect(transactionTestModel.missingFixtures()).toEqual([]);
  });

  it.each(paths.map((path) => ({ name: pathName(path), path })))('$name', async ({ path }) => {
    const receipt = controllable<WaitForReceiptOutput, WaitForReceiptInput>();
    const reports: SettledStatus[] = [];
    // The spec's rule, independent of the machine: reverted or 0 fails, any other receipt confirms, a failed wait fails.
    let outcome: SettledStatus | 'pending' = 'pending';
    const actor = createActor(
      transactionMachine.provide({
        actors: { waitForReceipt: receipt.logic },
        actions: { reportSettlement: (_, params) => reports.push(params.status) },
      }),
      { input: transactionInput },
    ).start();

    const checks = await replayPath(
      path,
      {
        'xstate.done.actor.waitForReceipt': async ({ event }) => {
          outcome = ['reverted', 0].includes(event.output.status) ? 'failed' : 'confirmed';
          receipt.resolve(event.output);
          await flush();
        },
        'xstate.error.actor.waitForReceipt': async ({ event }) => {
          outcome = 'failed';
          receipt.reject(event.error);
          await flush();
        },
      },
      (expected) => {
        const actual = actor.getSnapshot();
        expect(actual.value).toEqual(expected.value);
        expect(actual.value).toBe(outcome);
        expect(actual.context).toEqual(expected.context);
        expect(actual.hasTag('pending')).toBe(expected.value === 'pending');
        // The store hears exactly once, and only when the transaction has settled.
        expect(reports).toEqual(expected.value === 'pending' ? [] : [expected.value]);
      },
    );
    expect(checks).toBe(path.steps.length);
    expect(receipt.calls.map(({ input }) => input)).toEqual([
      { hash: transactionInput.hash, chainId: 31337, confirmations: 2, timeoutMs: RECEIPT_TIMEOUT_MS },
    ]);
    actor.stop();
  });
});
