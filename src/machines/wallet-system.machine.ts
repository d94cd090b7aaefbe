import { assign, emit, enqueueActions, fromCallback, sendTo, setup } from 'xstate';
import { connectionMachine } from './connection.machine';
import { isSupported } from './helpers/connection-status';
import { settledAccounts } from './helpers/settled-accounts';
import type { TransactionGroups } from './helpers/transaction-list';
import {
  type SessionNewsEvent,
  type SessionPeer,
  sessionStatusEvent,
  type TransactionSettledEmitted,
  type WalletSystemContext,
  type WalletSystemInput,
  type WalletWatcherEvent,
} from './helpers/wallet-system-types';
import { transactionStoreMachine } from './transaction-store.machine';

export type {
  SessionPeer,
  TransactionSettledEmitted,
  WalletSystemContext,
  WalletSystemInput,
  WalletWatcherEvent,
} from './helpers/wallet-system-types';

export type WalletSystemEvent = WalletWatcherEvent | SessionNewsEvent;

/** The session's news, each once: its status as it changes, the address of each profile it loads. */
export const followSession = fromCallback<SessionNewsEvent, { session: SessionPeer }>(
  ({ input, sendBack }) => {
    let status: string | undefined;
    let profileAddress: string | undefined;
    let expired = false;
    const report = (snapshot: ReturnType<SessionPeer['getSnapshot']>) => {
      const event = sessionStatusEvent(snapshot);
      if (event.type !== status) {
        status = event.type;
        sendBack(event);
      }
      if (snapshot.hasTag('expired') && !expired) sendBack({ type: 'session.expired' });
      expired = snapshot.hasTag('expired');
      const address = snapshot.context.profile?.address;
      if (address && address !== profileAddress) sendBack({ type: 'session.profileLoaded', address });
      profileAddress = address;
    };
    report(input.session.getSnapshot());
    return input.session.subscribe(report).unsubscribe;
  },
);

const sameAddress = (a: string | null, b: string | null) =>
  a !== null && b?.toLowerCase() === a.toLowerCase();

/**
 * The wallet as one system (docs/machines.md): it owns the connection and the transaction store as children by
 * systemId, hears the wallet watcher and the app area's session, and routes each wallet event to whoever depends
 * on it with named, guarded transitions; a transaction settling leaves the system as an emitted event.
 */
export const walletSystemMachine = setup({
  types: {
    context: {} as WalletSystemContext,
    events: {} as WalletSystemEvent,
    input: {} as WalletSystemInput,
    emitted: {} as TransactionSettledEmitted,
    children: {} as {
      connection: 'connection';
      transactionStore: 'transactionStore';
      followSession: 'followSession';
      watchWallet: 'watchWallet';
    },
  },
  actors: {
    connection: connectionMachine,
    transactionStore: transactionStoreMachine,
    followSession,
    /** The wallet watcher: reports where the wallet stands now, then every change (provided by the root). */
    watchWallet: fromCallback<WalletWatcherEvent>(() => () => undefined),
  },
  guards: {
    isConnectionKnown: ({ context }, params: { address: string; chainId: number }) =>
      context.wallet === 'connected' &&
      context.address === params.address &&
      context.chainId === params.chainId,
    isDisconnectKnown: ({ context }) => context.wallet === 'disconnected',
    wasConnectedInThisPage: ({ context }) => context.wasConnected,
    isProfileOfAnotherAccount: ({ context }, params: { address: string }) =>
      context.address !== null && !sameAddress(context.address, params.address),
    hasSettledTransaction: ({ context }, params: { groups: TransactionGroups }) =>
      settledAccounts(context.groups, params.groups).length > 0,
  },
  actions: {
    assignConnected: assign((_, params: { address: string; chainId: number }) => ({
      wallet: 'connected' as const,
      address: params.address,
      chainId: params.chainId,
      wasConnected: true,
    })),
    assignAccount: assign((_, params: { address: string }) => ({ address: params.address })),
    assignChain: assign((_, params: { chainId: number }) => ({ chainId: params.chainId })),
    assignDisconnected: assign({ wallet: 'disconnected', address: null, chainId: null }),
    assignGroups: assign((_, params: { groups: TransactionGroups }) => ({ groups: params.groups })),
    tellConnection: sendTo('connection', ({ event }) => {
      if (event.type === 'wallet.connected')
        return { type: 'wallet.connected', address: event.address, chainId: event.chainId } as const;
      type NotForIt = 'wallet.connecting' | 'session.profileLoaded' | 'session.expired';
      return event as Exclude<WalletSystemEvent, { type: NotForIt }>;
    }),
    tellSessionAccount: sendTo(
      ({ context }) => context.session,
      ({ context }) =>
        ({ type: 'wallet.accountChanged', address: context.address, chainId: context.chainId }) as const,
    ),
    tellSessionOfProfileMismatch: sendTo(
      ({ context }) => context.session,
      ({ context }) => ({ type: 'wallet.accountChanged', address: context.address, chainId: null }) as const,
    ),
    /** After the session's status (unauthenticated): the connection opens sign-in for the connected wallet. */
    askToSignInAgain: sendTo('connection', { type: 'user.openSignInModal' } as const),
    endSession: sendTo(({ context }) => context.session, { type: 'wallet.disconnected' } as const),
    /** The store lists the current account's transactions on a configured chain only. */
    syncTransactionStore: sendTo('transactionStore', ({ context }) => {
      const onConfiguredChain = context.address !== null && isSupported(context, context.chainId);
      return {
        type: 'wallet.accountChanged',
        address: onConfiguredChain ? context.address : null,
        chainId: onConfiguredChain ? context.chainId : null,
      } as const;
    }),
    emitSettlements: enqueueActions(({ context, enqueue }, params: { groups: TransactionGroups }) => {
      for (const account of settledAccounts(context.groups, params.groups))
        enqueue(emit({ type: 'transaction.settled', ...account }));
    }),
  },
}).createMachine({
  id: 'walletSystem',
  description:
    'The wallet as one system: owns the connection and the transaction store, hears the wallet and the session, and routes every wallet event to whoever depends on it; a settled transaction is emitted.',
  context: ({ input }) => ({
    session: input.session,
    supportedChainIds: input.supportedChainIds,
    storedTransactions: input.storedTransactions ?? {},
    wallet: 'unknown',
    address: null,
    chainId: null,
    wasConnected: false,
    groups: input.storedTransactions ?? {},
  }),
  invoke: [
    {
      id: 'connection',
      src: 'connection',
      systemId: 'connection',
      input: ({ context }) => ({ supportedChainIds: context.supportedChainIds }),
    },
    {
      id: 'transactionStore',
      src: 'transactionStore',
      systemId: 'transactionStore',
      input: ({ context }) => ({ stored: context.storedTransactions }),
      onSnapshot: [
        {
          description: 'A pending transaction was confirmed or failed: its account and chain are emitted.',
          guard: {
            type: 'hasSettledTransaction',
            params: ({ event }) => ({ groups: event.snapshot.context.groups }),
          },
          actions: [
            { type: 'emitSettlements', params: ({ event }) => ({ groups: event.snapshot.context.groups }) },
            { type: 'assignGroups', params: ({ event }) => ({ groups: event.snapshot.context.groups }) },
          ],
        },
        {
          actions: {
            type: 'assignGroups',
            params: ({ event }) => ({ groups: event.snapshot.context.groups }),
          },
        },
      ],
    },
    // The session's status first, so a connection that is not signed in goes on to the sign-in modal.
    { id: 'followSession', src: 'followSession', input: ({ context }) => ({ session: context.session }) },
    { id: 'watchWallet', src: 'watchWallet' },
  ],
  on: {
    'wallet.connected': [
      {
        description:
          'A re-attached watcher repeats what the connection knows: not news, so the modal the visitor just opened stays.',
        guard: { type: 'isConnectionKnown', params: ({ event }) => event },
        actions: ['tellSessionAccount', 'syncTransactionStore'],
      },
      {
        description: 'A connection: the connection closes its modals, the session checks the account.',
        actions: [
          { type: 'assignConnected', params: ({ event }) => event },
          'tellConnection',
          'tellSessionAccount',
          'syncTransactionStore',
        ],
      },
    ],
    'wallet.accountChanged': {
      description:
        'Another account ends the session (unless it is the signed-in one) and switches the store.',
      actions: [
        { type: 'assignAccount', params: ({ event }) => event },
        'tellConnection',
        'tellSessionAccount',
        'syncTransactionStore',
      ],
    },
    'wallet.chainChanged': {
      description:
        'A chain change keeps the session; the connection (and an open network dialog through it) follows.',
      actions: [
        { type: 'assignChain', params: ({ event }) => event },
        'tellConnection',
        'syncTransactionStore',
      ],
    },
    'wallet.disconnected': [
      {
        description: 'A repeated disconnect is not news.',
        guard: 'isDisconnectKnown',
        actions: 'syncTransactionStore',
      },
      {
        description: 'A disconnect after a connection seen in this page ends the session.',
        guard: 'wasConnectedInThisPage',
        actions: ['assignDisconnected', 'tellConnection', 'endSession', 'syncTransactionStore'],
      },
      {
        description: "The page's own reconnect at start found no wallet: the session is kept.",
        actions: ['assignDisconnected', 'tellConnection', 'syncTransactionStore'],
      },
    ],
    'session.loading': { actions: 'tellConnection' },
    'session.authenticated': { actions: 'tellConnection' },
    'session.unauthenticated': { actions: 'tellConnection' },
    'session.expired': { actions: 'askToSignInAgain' },
    'session.profileLoaded': {
      description:
        'A profile for another address than the wallet shows (it changed meanwhile) ends the session.',
      guard: { type: 'isProfileOfAnotherAccount', params: ({ event }) => event },
      actions: 'tellSessionOfProfileMismatch',
    },
  },
});
