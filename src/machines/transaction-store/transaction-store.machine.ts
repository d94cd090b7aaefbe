import {
  type AnyActorRef,
  type AnyEventObject,
  assertEvent,
  assign,
  enqueueActions,
  fromCallback,
  sendTo,
  setup,
} from 'xstate';
import { type PaymentSentEvent, payersReleased, UNFOLLOWED } from '../shared/payment-follow';
import { type TransactionSettledEvent, transactionMachine } from '../transaction/transaction.machine';
import {
  addTransaction,
  RECENT_SHOWN,
  type StoredTransaction,
  settleTransaction,
  type TransactionGroups,
  transactionsOf,
  withTransactions,
} from './transaction-list';
import { validateTransaction } from './validate-transaction';

export type {
  DescriptionKey,
  StoredTransaction,
  TransactionDescription,
  TransactionGroups,
  TransactionStatus,
} from './transaction-list';

export interface TransactionStoreInput {
  /** What browser storage held at start (already validated; corrupt data arrives as {}). */
  stored?: TransactionGroups;
}

export interface TransactionStoreContext {
  groups: TransactionGroups;
  address: string | null;
  chainId: number | null;
  /** Ids (sorted) of the spawned transaction actors waiting for a receipt: the current account's pending ones, each once. */
  watching: string[];
  /** Watcher id → the payer (a purchase's payment) that awaits that receipt from the store instead of waiting itself. */
  payers: Record<string, AnyActorRef>;
}

export type TransactionStoreEvent =
  | { type: 'wallet.accountChanged'; address: string | null; chainId: number | null }
  | { type: 'wallet.transactionSent'; hash: string; description: string; confirmations?: number }
  | PaymentSentEvent
  | { type: 'user.clearTransactions' }
  /** Another tab changed the stored transactions: what storage holds now (validated). */
  | { type: 'storage.transactionsChanged'; groups: TransactionGroups }
  | TransactionSettledEvent;

/** The one list that changed; the composition root writes it to browser storage. */
export interface SaveTransactionsParams {
  address: string;
  chainId: number;
  transactions: StoredTransaction[];
}

const watcherId = (address: string, chainId: number, hash: string) =>
  `transaction:${address.toLowerCase()}:${chainId}:${hash}`;

function currentList(context: TransactionStoreContext): SaveTransactionsParams {
  const { address, chainId } = context;
  if (address === null || chainId === null) throw new Error('the store has no account');
  return { address, chainId, transactions: transactionsOf(context.groups, address, chainId) };
}

export const transactionStoreMachine = setup({
  types: {
    context: {} as TransactionStoreContext,
    events: {} as TransactionStoreEvent,
    input: {} as TransactionStoreInput,
  },
  actors: {
    transaction: transactionMachine,
    /** Every change another tab makes to the stored transactions, as storage.transactionsChanged (root-provided). */
    watchStoredTransactions: fromCallback<AnyEventObject>(() => () => undefined),
  },
  guards: {
    isCurrentAccount: ({ context, event }) =>
      event.type === 'wallet.accountChanged' &&
      event.address !== null &&
      event.chainId !== null &&
      event.address.toLowerCase() === context.address?.toLowerCase() &&
      event.chainId === context.chainId,
    isAccountKnown: ({ event }) =>
      event.type === 'wallet.accountChanged' && event.address !== null && event.chainId !== null,
    isStoredListNew: ({ context, event }) =>
      event.type === 'storage.transactionsChanged' &&
      context.address !== null &&
      context.chainId !== null &&
      JSON.stringify(transactionsOf(event.groups, context.address, context.chainId)) !==
        JSON.stringify(transactionsOf(context.groups, context.address, context.chainId)),
    isTransactionValid: ({ event }) =>
      event.type === 'wallet.transactionSent' && validateTransaction(event).length === 0,
    isPaymentOnCurrentChain: ({ context, event }) =>
      event.type === 'purchase.paymentSent' &&
      event.chainId === context.chainId &&
      validateTransaction({ hash: event.hash, description: '' }).length === 0,
  },
  actions: {
    assignAccount: assign(({ event }) => {
      assertEvent(event, 'wallet.accountChanged');
      return { address: event.address, chainId: event.chainId };
    }),
    forgetAccount: assign({ address: null, chainId: null }),
    /** Spawns a transaction actor for every pending one of the current account not yet watched. */
    watchPendingTransactions: enqueueActions(({ context, enqueue }) => {
      const { address, chainId } = context;
      if (address === null || chainId === null) return;
      const started: string[] = [];
      for (const { hash, status, confirmations } of transactionsOf(context.groups, address, chainId)) {
        const id = watcherId(address, chainId, hash);
        if (status !== 'pending' || context.watching.includes(id)) continue;
        enqueue.spawnChild('transaction', { id, input: { address, chainId, hash, confirmations } });
        started.push(id);
      }
      if (started.length) enqueue.assign({ watching: [...context.watching, ...started].sort() });
    }),
    addTransaction: assign(({ context, event }) => {
      assertEvent(event, 'wallet.transactionSent');
      const { address, chainId, transactions } = currentList(context);
      const list = addTransaction(transactions, event);
      return { groups: withTransactions(context.groups, address, chainId, list) };
    }),
    addPayment: assign(({ context, event }) => {
      assertEvent(event, 'purchase.paymentSent');
      const { address, chainId, transactions } = currentList(context);
      const list = addTransaction(transactions, { hash: event.hash, description: event.description });
      return {
        groups: withTransactions(context.groups, address, chainId, list),
        payers: { ...context.payers, [watcherId(address, chainId, event.hash)]: event.payer },
      };
    }),
    /** The store cannot list this payment (no account, or another chain): its payer waits for the receipt itself. */
    letPayerWait: sendTo(({ event }) => {
      assertEvent(event, 'purchase.paymentSent');
      return event.payer;
    }, UNFOLLOWED),
    /** The payer of a settled payment hears how it ended: the store's wait was the payment's only one. */
    answerPayer: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'chain.transactionSettled');
      const id = watcherId(event.address, event.chainId, event.hash);
      const payer = context.payers[id];
      if (!payer) return;
      const { status, reason } = event;
      enqueue.sendTo(payer, { type: 'transaction.settled', status, ...(reason ? { reason } : {}) });
      enqueue.assign({ payers: payersReleased(context.payers, [id]) });
    }),
    clearTransactions: assign(({ context }) => {
      const { address, chainId } = currentList(context);
      return { groups: withTransactions(context.groups, address, chainId, []) };
    }),
    assignStoredList: assign(({ context, event }) => {
      assertEvent(event, 'storage.transactionsChanged');
      const { address, chainId } = currentList(context);
      const list = transactionsOf(event.groups, address, chainId);
      return { groups: withTransactions(context.groups, address, chainId, list) };
    }),
    settleTransaction: assign(({ context, event }) => {
      assertEvent(event, 'chain.transactionSettled');
      const list = transactionsOf(context.groups, event.address, event.chainId);
      const settled = settleTransaction(list, event.hash, event.status);
      return { groups: withTransactions(context.groups, event.address, event.chainId, settled) };
    }),
    stopWatching: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'chain.transactionSettled');
      const id = watcherId(event.address, event.chainId, event.hash);
      enqueue.stopChild(id);
      enqueue.assign({ watching: context.watching.filter((watched) => watched !== id) });
    }),
    /** Watchers belong to the account on screen; a cleared list or another account needs none of them. */
    stopWatchingAll: enqueueActions(({ context, enqueue }) => {
      for (const id of context.watching) enqueue.stopChild(id);
      for (const payer of Object.values(context.payers)) enqueue.sendTo(payer, UNFOLLOWED);
      enqueue.assign({ watching: [], payers: {} });
    }),
    /** Stops the watchers of transactions the list no longer has pending (another tab cleared or settled them). */
    stopWatchingUnlisted: enqueueActions(({ context, enqueue }) => {
      const { address, chainId } = currentList(context);
      const pending = new Set(
        transactionsOf(context.groups, address, chainId)
          .filter(({ status }) => status === 'pending')
          .map(({ hash }) => watcherId(address, chainId, hash)),
      );
      const unlisted = context.watching.filter((id) => !pending.has(id));
      for (const id of unlisted) enqueue.stopChild(id);
      for (const id of unlisted) if (context.payers[id]) enqueue.sendTo(context.payers[id], UNFOLLOWED);
      if (unlisted.length)
        enqueue.assign({
          watching: context.watching.filter((id) => pending.has(id)),
          payers: payersReleased(context.payers, unlisted),
        });
    }),
    /** Writes one list to browser storage; provided by the composition root. */
    saveTransactions: (_, _params: SaveTransactionsParams) => undefined,
  },
}).createMachine({
  id: 'transactionStore',
  description:
    'Owns the recent transactions per account and chain: validated adds, retention (all pending plus 11 completed), persistence (followed across tabs), and a spawned transaction actor re-checking each pending one.',
  context: ({ input }) => ({
    groups: input.stored ?? {},
    address: null,
    chainId: null,
    watching: [],
    payers: {},
  }),
  invoke: { id: 'watchStoredTransactions', src: 'watchStoredTransactions' },
  on: {
    'wallet.accountChanged': [
      {
        guard: 'isCurrentAccount',
        description: 'The same account and chain again: its transactions are already being watched.',
      },
      { guard: 'isAccountKnown', target: '.connected', reenter: true, actions: 'assignAccount' },
      { target: '.disconnected', actions: 'forgetAccount' },
    ],
    'purchase.paymentSent': { actions: 'letPayerWait' },
    'chain.transactionSettled': {
      actions: [
        'answerPayer',
        'settleTransaction',
        {
          type: 'saveTransactions',
          params: ({ context, event }) => ({
            address: event.address,
            chainId: event.chainId,
            transactions: transactionsOf(context.groups, event.address, event.chainId),
          }),
        },
        'stopWatching',
      ],
    },
  },
  initial: 'disconnected',
  states: {
    disconnected: {
      description:
        'No address, or a chain that is not configured: nothing can be added or cleared (addRecentTransaction and clearRecentTransactions throw to the caller first).',
    },
    connected: {
      description:
        'Pending transactions of this account and chain are re-checked on entry (one spawned transaction actor each) and stop being watched on exit.',
      entry: 'watchPendingTransactions',
      exit: 'stopWatchingAll',
      on: {
        'wallet.transactionSent': [
          {
            guard: 'isTransactionValid',
            actions: [
              'addTransaction',
              { type: 'saveTransactions', params: ({ context }) => currentList(context) },
              'watchPendingTransactions',
            ],
          },
          {
            description:
              'An invalid transaction changes nothing (addRecentTransaction throws the messages to the caller first).',
          },
        ],
        'purchase.paymentSent': [
          {
            guard: 'isPaymentOnCurrentChain',
            actions: [
              'addPayment',
              { type: 'saveTransactions', params: ({ context }) => currentList(context) },
              'watchPendingTransactions',
            ],
            description:
              "A purchase's payment joins the list as a key the views translate; the store's watcher is its one receipt wait and answers the payer.",
          },
          {
            actions: 'letPayerWait',
            description: "Sent on another chain than the account's: the payer waits for the receipt itself.",
          },
        ],
        'storage.transactionsChanged': {
          description:
            "Another tab added, settled or cleared this account and chain's transactions: the list follows, and so do the watchers.",
          guard: 'isStoredListNew',
          actions: ['assignStoredList', 'stopWatchingUnlisted', 'watchPendingTransactions'],
        },
        'user.clearTransactions': {
          actions: [
            'stopWatchingAll',
            'clearTransactions',
            { type: 'saveTransactions', params: ({ context }) => currentList(context) },
          ],
        },
      },
    },
  },
});

/** The current account's transactions, newest first. */
export function currentTransactions(context: TransactionStoreContext): StoredTransaction[] {
  const { address, chainId } = context;
  return address === null || chainId === null ? [] : transactionsOf(context.groups, address, chainId);
}

/** What the account dialog lists: the three most recent. */
export function recentTransactions(context: TransactionStoreContext): StoredTransaction[] {
  return currentTransactions(context).slice(0, RECENT_SHOWN);
}

export function hasPendingTransactions(context: TransactionStoreContext): boolean {
  return currentTransactions(context).some(({ status }) => status === 'pending');
}
