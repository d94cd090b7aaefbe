import { defineMachineModel } from '@test/support/machine-model';
import { neverSettling } from '@test/support/replay-path';
import { createAppTestModel } from '@test/support/test-model';
import { initialTransition } from 'xstate';
import {
  transactionMachine,
  type WaitForReceiptInput,
  type WaitForReceiptOutput,
} from '@/machines/transaction/transaction.machine';
import { accountKey, transactionsOf } from '@/machines/transaction-store/transaction-list';
import {
  type TransactionStoreContext,
  type TransactionStoreInput,
  transactionStoreMachine,
} from '@/machines/transaction-store/transaction-store.machine';

export const ACCOUNT = '0xDEc7420D9b155E35a458236215fE8C617d6499F8';
export const CHAIN_ID = 31337;
/** Pending from an earlier visit: re-checked when the account connects. */
export const STORED_HASH = `0x${'b'.repeat(64)}`;
/** Sent during the path. */
export const SENT_HASH = `0x${'a'.repeat(64)}`;

export const transactionStoreInput: TransactionStoreInput = {
  stored: {
    [accountKey(ACCOUNT)]: {
      [String(CHAIN_ID)]: [{ hash: STORED_HASH, description: 'Buy 1,000 DGAI', status: 'pending' }],
    },
  },
};

const connect = { type: 'wallet.accountChanged', address: ACCOUNT, chainId: CHAIN_ID };

const settled = (hash: string, status: 'confirmed' | 'failed') => ({
  type: 'chain.transactionSettled',
  address: ACCOUNT,
  chainId: CHAIN_ID,
  hash,
  status,
});

const invalidAdd = {
  type: 'wallet.transactionSent',
  hash: '0x1234',
  description: 'Too short',
  confirmations: 0,
};

/**
 * What another tab left in storage: the sent transaction added (pending) in front of the stored one, or nothing.
 * The entries are the ones this tab would hold, so the slim context below still determines the whole list.
 */
const storedByOtherTab = (hashes: string[]) => ({
  type: 'storage.transactionsChanged',
  groups: hashes.length
    ? {
        [accountKey(ACCOUNT)]: {
          [String(CHAIN_ID)]: hashes.map((hash) =>
            hash === SENT_HASH
              ? { hash, description: 'Buy 2,000 DGAI', status: 'pending', confirmations: 3 }
              : { hash, description: 'Buy 1,000 DGAI', status: 'pending' },
          ),
        },
      }
    : {},
});

/** A purchase's payment waiting for the store's answer (a stand-in ref: the model only reads what the store does). */
export const payer = { id: 'payer', _send: () => undefined } as never;
const paymentSent = (chainId: number) => ({
  type: 'purchase.paymentSent',
  hash: SENT_HASH,
  chainId,
  description: { key: 'account.purchase_description', amount: '1000', orderId: '7' },
  payer,
});

export const transactionStoreTestModel = createAppTestModel(transactionStoreMachine, {
  payloads: [
    storedByOtherTab([SENT_HASH, STORED_HASH]),
    storedByOtherTab([]),
    connect,
    { type: 'wallet.accountChanged', address: ACCOUNT, chainId: null },
    { type: 'wallet.transactionSent', hash: SENT_HASH, description: 'Buy 2,000 DGAI', confirmations: 3 },
    invalidAdd,
    paymentSent(CHAIN_ID),
    paymentSent(1),
    settled(STORED_HASH, 'failed'),
    settled(SENT_HASH, 'confirmed'),
  ],
  // The fixtures touch only ACCOUNT's list on CHAIN_ID. With the state value it determines the rest: the
  // account (connected or not) and the watchers (the list's pending ones while connected, none otherwise).
  serializeContext: (context: TransactionStoreContext) => ({
    list: transactionsOf(context.groups, ACCOUNT, CHAIN_ID).map(({ hash, status }) => `${hash[2]}:${status}`),
  }),
});

/**
 * Journeys no shortest path takes because they end on a vertex already reached (src/machines/AGENTS.md,
 * Journeys): an invalid add that slipped past addRecentTransaction's check (it changes nothing), the same
 * account again, and another tab's changes.
 */
const journeys = [
  [connect, invalidAdd],
  [connect, connect],
  // Another tab sent a transaction on this account and chain, or cleared its list: the same lists this tab reaches.
  [connect, storedByOtherTab([SENT_HASH, STORED_HASH])],
  [connect, storedByOtherTab([])],
  // Clearing here ends on the vertex another tab's clear reaches first.
  [connect, { type: 'user.clearTransactions' }],
  // A payment sent on another chain than the account's is not listed: the payer waits itself.
  [connect, paymentSent(1)],
  // Without an account the store lists nothing: the payer waits itself. An add the kit hands over while connected.
  [paymentSent(CHAIN_ID)],
  [
    connect,
    { type: 'wallet.transactionSent', hash: SENT_HASH, description: 'Buy 2,000 DGAI', confirmations: 3 },
  ],
];

export const transactionStorePaths = () => [
  ...transactionStoreTestModel.model.getShortestPaths({
    input: transactionStoreInput,
  }),
  // getPathsFromEvents ignores `input` for its start (@xstate/graph 3.0.4), hence the explicit fromState.
  ...journeys.flatMap((events) =>
    transactionStoreTestModel.model.getPathsFromEvents(events, {
      fromState: initialTransition(transactionStoreMachine, transactionStoreInput)[0],
    }),
  ),
];

export default defineMachineModel({
  name: 'transaction-store',
  machine: transactionStoreMachine.provide({
    actors: {
      transaction: transactionMachine.provide({
        actors: { waitForReceipt: neverSettling<WaitForReceiptOutput, WaitForReceiptInput>() },
      }),
    },
  }),
  input: transactionStoreInput,
  paths: transactionStorePaths,
});
