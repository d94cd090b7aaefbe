import type { Config } from '@wagmi/core';
import type { Hash } from 'viem';
import { fromCallback, fromPromise } from 'xstate';
import { waitForReceipt } from '@/api/chain/wait-for-receipt';
import { saveTransactions, watchStoredTransactions } from '@/api/storage/transactions';
import {
  transactionMachine,
  type WaitForReceiptInput,
  type WaitForReceiptOutput,
} from '@/machines/transaction/transaction.machine';
import { transactionStoreMachine } from '@/machines/transaction-store/transaction-store.machine';

/**
 * The recent-transactions store: each pending transaction's child waits for its receipt on the chain it was sent
 * on (a confirmed one reads as success, anything the chain layer calls failed as reverted), and every changed
 * list is written to browser storage; another tab's changes come back in as events.
 */
export function createTransactionStoreLogic(config: Config) {
  const transaction = transactionMachine.provide({
    actors: {
      waitForReceipt: fromPromise<WaitForReceiptOutput, WaitForReceiptInput>(async ({ input, signal }) => {
        const outcome = await waitForReceipt(config, {
          hash: input.hash as Hash,
          chainId: input.chainId,
          confirmations: input.confirmations,
          timeoutMs: input.timeoutMs,
          signal,
        });
        return { status: outcome.status === 'confirmed' ? 'success' : 'reverted' };
      }),
    },
  });
  return transactionStoreMachine.provide({
    actors: {
      transaction,
      watchStoredTransactions: fromCallback(({ sendBack }) =>
        watchStoredTransactions((groups) => sendBack({ type: 'storage.transactionsChanged', groups })),
      ),
    },
    actions: { saveTransactions: (_, params) => saveTransactions(params) },
  });
}
