import { controllable } from '@test/support/controllable';
import { flush } from '@test/support/flush';
import { watchProperties } from '@test/support/properties';
import { replayPath } from '@test/support/replay-path';
import { pathName } from '@test/support/test-model';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  transactionMachine,
  type WaitForReceiptInput,
  type WaitForReceiptOutput,
} from '@/machines/transaction/transaction.machine';
import { transactionInput, transactionPaths, transactionTestModel } from './transaction.model';
import transactionProperties from './transaction.properties';

const paths = transactionPaths();

describe('transaction machine model', () => {
  it('generates a pinned number of paths and has a fixture for every actor event', () => {
    expect(paths).toHaveLength(5);
    expect(transactionTestModel.missingFixtures()).toEqual([]);
  });

  it.each(paths.map((path) => ({ name: pathName(path), path })))('$name', async ({ path }) => {
    const receipt = controllable<WaitForReceiptOutput, WaitForReceiptInput>();
    const properties = watchProperties(transactionProperties, transactionInput);
    const actor = createActor(
      transactionMachine.provide({
        actors: { waitForReceipt: receipt.logic },
        actions: { reportSettlement: (_, params) => properties.record('reportSettlement', params.status) },
      }),
      { input: transactionInput, inspect: properties.inspect },
    );
    properties.follow(actor);
    actor.start();

    const checks = await replayPath(
      path,
      {
        'xstate.done.actor.waitForReceipt': async ({ event }) => {
          receipt.resolve(event.output);
          await flush();
        },
        'xstate.error.actor.waitForReceipt': async ({ event }) => {
          receipt.reject(event.error);
          await flush();
        },
      },
      // Only keeps the replay on the path; the oracle is transaction.properties.ts.
      (expected) => expect(actor.getSnapshot().value).toEqual(expected.value),
      properties,
    );
    expect(checks).toBe(path.steps.length);
    actor.stop();
  });
});
