import { controllable } from '@test/support/controllable';
import { flush } from '@test/support/flush';
import { watchProperties } from '@test/support/properties';
import { replayPath, sendTo, uniqueNames } from '@test/support/replay-path';
import { pathName } from '@test/support/test-model';
import { describe, expect, it } from 'vitest';
import { type ActorRefFrom, createActor, type SnapshotFrom } from 'xstate';
import {
  transactionMachine,
  type WaitForReceiptInput,
  type WaitForReceiptOutput,
} from '@/machines/transaction/transaction.machine';
import {
  type StoredTransaction,
  type TransactionGroups,
  transactionsOf,
} from '@/machines/transaction-store/transaction-list';
import { transactionStoreMachine } from '@/machines/transaction-store/transaction-store.machine';
import {
  ACCOUNT,
  CHAIN_ID,
  transactionStoreInput,
  transactionStorePaths,
  transactionStoreTestModel,
} from './transaction-store.model';
import transactionStoreProperties from './transaction-store.properties';

const paths = transactionStorePaths();

/** The spawned transaction actors; the storage watcher is the store's other child. */
// The children map is typed by the store's setup (its spawned machine and the watcher): the id tells them apart.
function watchers(snapshot: SnapshotFrom<typeof transactionStoreMachine>) {
  return Object.values(snapshot.children).flatMap((child) =>
    child?.id.startsWith('transaction:') ? [child as ActorRefFrom<typeof transactionMachine>] : [],
  );
}

describe('transaction store machine model', () => {
  it('generates a pinned number of paths and has a fixture for every actor event', () => {
    // 38 → 20: a refused add or clear no longer writes an error into context (it throws to the caller first).
    // 20 → 23: journeys for another tab's add and clear (storage.transactionsChanged), and this tab's clear.
    // 23 → 26: a purchase's payment (issue 26) without an account and on another chain; the kit's add as a journey
    // (the payment reaches its vertex first).
    expect(paths).toHaveLength(26);
    expect(transactionStoreTestModel.missingFixtures()).toEqual([]);
  });

  it.each(uniqueNames(paths, pathName))('$name', async ({ item: path }) => {
    // Real transaction children: a settlement reaches the store the way it does in the app, from the child.
    const receipts = controllable<WaitForReceiptOutput, WaitForReceiptInput>();
    const answered = new Set<number>();
    let saved: StoredTransaction[] = transactionsOf(transactionStoreInput.stored ?? {}, ACCOUNT, CHAIN_ID);
    const properties = watchProperties(transactionStoreProperties, transactionStoreInput);
    const actor = createActor(
      transactionStoreMachine.provide({
        actors: { transaction: transactionMachine.provide({ actors: { waitForReceipt: receipts.logic } }) },
        actions: {
          saveTransactions: (_, params) => {
            if (params.address === ACCOUNT && params.chainId === CHAIN_ID) saved = params.transactions;
            properties.record('saveTransactions', params);
          },
        },
      }),
      { input: transactionStoreInput, inspect: properties.inspect },
    );
    properties.follow(actor);
    actor.start();

    const send = sendTo(actor);
    const checks = await replayPath(
      path,
      {
        'wallet.accountChanged': send,
        'wallet.transactionSent': send,
        'purchase.paymentSent': send,
        'user.clearTransactions': send,
        // Another tab wrote storage (that is what this tab then reads back), then the storage event arrives.
        'storage.transactionsChanged': (step) => {
          saved = transactionsOf(step.event.groups as TransactionGroups, ACCOUNT, CHAIN_ID);
          return send(step);
        },
        'chain.transactionSettled': async (step) => {
          const { event } = step;
          const watched = watchers(actor.getSnapshot()).some(
            (child) => child?.getSnapshot().context.hash === event.hash,
          );
          // Nothing watches it any more (the account left or the list was cleared): a late report.
          if (!watched) return send(step);
          const index = receipts.calls.findLastIndex(
            (call, i) => call.input.hash === event.hash && !answered.has(i),
          );
          const call = receipts.calls[index];
          if (!call) throw new Error(`a watcher of ${event.hash} without a receipt wait`);
          answered.add(index);
          if (event.status === 'confirmed') call.resolve({ status: 'success' });
          else call.reject(new Error('receipt wait timed out'));
          await flush();
        },
      },
      (expected) => {
        const actual = actor.getSnapshot();
        // Only keeps the replay on the path; the oracle is transaction-store.properties.ts.
        expect(actual.value).toEqual(expected.value);
        // Storage holds what the store shows for the account and chain this page is on.
        expect(saved).toEqual(transactionsOf(actual.context.groups, ACCOUNT, CHAIN_ID));
      },
      properties,
    );
    expect(checks).toBe(path.steps.length);
    for (const { input } of receipts.calls)
      expect(input).toMatchObject({ chainId: CHAIN_ID, timeoutMs: 300_000 });
    actor.stop();
  });
});
