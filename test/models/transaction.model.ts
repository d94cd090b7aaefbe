import { defineMachineModel } from '@test/support/machine-model';
import { neverSettling } from '@test/support/replay-path';
import { createAppTestModel } from '@test/support/test-model';
import {
  type TransactionInput,
  transactionMachine,
  type WaitForReceiptInput,
  type WaitForReceiptOutput,
} from '@/machines/transaction/transaction.machine';

export const transactionInput: TransactionInput = {
  address: '0x5c8b0C466680158a82fdd9dcCDE04901D662B5c3',
  chainId: 31337,
  hash: `0x${'ab'.repeat(32)}`,
  confirmations: 2,
};

/**
 * The transaction reports to the store that spawned it (sendParent); standalone there is no parent, so the
 * model and the coverage replay use a no-op report. The store's model and unit tests run the real report.
 */
const standaloneTransactionMachine = transactionMachine.provide({
  actions: { reportSettlement: () => undefined },
});

export const transactionTestModel = createAppTestModel(standaloneTransactionMachine, {
  payloads: [
    { type: 'xstate.done.actor.waitForReceipt', output: { status: 'success' } },
    { type: 'xstate.done.actor.waitForReceipt', output: { status: 1 } },
    { type: 'xstate.done.actor.waitForReceipt', output: { status: 'reverted' } },
    { type: 'xstate.done.actor.waitForReceipt', output: { status: 0 } },
    { type: 'xstate.error.actor.waitForReceipt', error: { name: 'WaitForTransactionReceiptTimeoutError' } },
  ],
  // The context is the input and never changes: the state value is the whole story.
  serializeContext: () => null,
});

export const transactionPaths = () =>
  transactionTestModel.model.getShortestPaths({
    input: transactionInput,
  });

export default defineMachineModel({
  name: 'transaction',
  machine: standaloneTransactionMachine.provide({
    actors: { waitForReceipt: neverSettling<WaitForReceiptOutput, WaitForReceiptInput>() },
  }),
  input: transactionInput,
  paths: transactionPaths,
});
