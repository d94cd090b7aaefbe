import type { TransactionStoreContext, TransactionStoreEvent } from './transaction-store.machine';
import {
  addFailureMessage,
  type NewTransaction,
  transactionMessages,
  validateTransaction,
} from './validate-transaction';

/** What the commands need of a running transaction store actor. */
export interface TransactionStoreHandle {
  getSnapshot: () => { context: TransactionStoreContext };
  send: (event: TransactionStoreEvent) => void;
}

function assertAccount(store: TransactionStoreHandle) {
  const { address, chainId } = store.getSnapshot().context;
  if (address === null || chainId === null) throw new Error(transactionMessages.noAccount);
}

/**
 * Adds a sent transaction to the current account's list, as the reference kit's add hook does: it throws to the
 * caller (docs/wallet-behaviour.md, section 11) 'No address or chain ID found' without a connected address on a configured chain, and
 * 'Unable to add transaction' followed by every broken rule for an invalid one; otherwise the store adds it.
 */
export function addRecentTransaction(store: TransactionStoreHandle, transaction: NewTransaction): void {
  assertAccount(store);
  const problems = validateTransaction(transaction);
  if (problems.length > 0) throw new Error(addFailureMessage(problems));
  store.send({ type: 'wallet.transactionSent', ...transaction });
}

/** Clears the current account's list; throws 'No address or chain ID found' without one (docs/wallet-behaviour.md, section 11). */
export function clearRecentTransactions(store: TransactionStoreHandle): void {
  assertAccount(store);
  store.send({ type: 'user.clearTransactions' });
}
