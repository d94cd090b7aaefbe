import { assertEvent, assign, fromCallback, sendTo, setup } from 'xstate';
import type { SignedInReport } from '../connection/connection.machine';
import { connectionMachine } from '../connection/connection.machine';
import { type AuthStatus, connectionStatusOf, isSupported } from '../connection/connection-status';
import type { TransactionGroups } from '../transaction-store/transaction-list';
import { transactionStoreMachine } from '../transaction-store/transaction-store.machine';
import { followSession } from './follow-session';
import { settledAccounts } from './settled-accounts';
import type {
  SessionNewsEvent,
  SettledAccount,
  WalletCommand,
  WalletSystemContext,
  WalletSystemInput,
  WalletWatcherEvent,
} from './wallet-system-types';

/**
 * A Connect Wallet click anywhere on the page (a stand-in control, or a page's own Connect): the system opens the
 * connect (or sign-in) modal once the wallet and the session are known. The app area's connect-clicks actor sends
 * them, the one made while the wallet loaded first (it is asked for them when the system starts).
 */
export interface ConnectClickedEvent {
  type: 'user.connectClicked';
}

export type WalletSystemEvent = WalletWatcherEvent | SessionNewsEvent | SignedInReport | ConnectClickedEvent;

const sameAddress = (a: string | null, b: string | null) =>
  a !== null && b?.toLowerCase() === a.toLowerCase();

const statusOf = (context: WalletSystemContext) => connectionStatusOf(context);

export type {
  ConnectClicksPeer,
  SessionPeer,
  SettledAccount,
  WalletCommand,
  WalletSystemContext,
  WalletSystemInput,
  WalletWatcherEvent,
} from './wallet-system-types';

/**
 * The wallet as one system (docs/machines.md): it owns the connection and the transaction store as children by
 * systemId, hears the wallet watcher and the app area's session, and routes each wallet event to whoever depends
 * on it with named, guarded transitions; a transaction settling has its account's balance refreshed (an action the
 * composition root provides).
 */
export const walletSystemMachine = setup({
  types: {
    context: {} as WalletSystemContext,
    events: {} as WalletSystemEvent,
    input: {} as WalletSystemInput,
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
    /**
     * The wallet watcher: reports where the wallet stands now, then every change, and disconnects the wallet when
     * told to (provided by the root).
     */
    watchWallet: fromCallback<WalletCommand>(() => () => undefined),
  },
  guards: {
    isConnectionKnown: ({ context }, params: { address: string; chainId: number }) =>
      context.wallet === 'connected' &&
      context.address === params.address &&
      context.chainId === params.chainId,
    isDisconnectKnown: ({ context }) => context.wallet === 'disconnected',
    isWalletConnected: ({ context }) => context.wallet === 'connected',
    wasConnectedInThisPage: ({ context }) => context.wasConnected,
    isProfileOfAnotherAccount: ({ context }, params: { address: string }) =>
      context.address !== null && !sameAddress(context.address, params.address),
    isSignedInWithWallet: ({ context }) => statusOf(context) === 'connected',
    canOpenConnectModal: ({ context }) =>
      statusOf(context) === 'disconnected' || statusOf(context) === 'unauthenticated',
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
    assignAuth: assign((_, params: { auth: AuthStatus }) => ({ auth: params.auth })),
    openConnectModal: sendTo('connection', { type: 'user.openConnectModal' } as const),
    /** Asks the app area's connect-clicks actor for the page's clicks: a kept one comes first, then each later one. */
    askForConnectClicks: sendTo(
      ({ context }) => context.connectClicks,
      ({ self }) => ({ type: 'walletSystem.started', walletSystem: self }) as const,
    ),
    tellSessionSignedIn: sendTo(
      ({ context }) => context.session,
      ({ event }) => {
        assertEvent(event, 'auth.signedIn');
        return { type: 'auth.signedIn', token: event.token } as const;
      },
    ),
    assignGroups: assign((_, params: { groups: TransactionGroups }) => ({ groups: params.groups })),
    tellConnection: sendTo('connection', ({ event }) => {
      if (event.type === 'wallet.connected')
        return { type: 'wallet.connected', address: event.address, chainId: event.chainId } as const;
      return event as Exclude<
        WalletSystemEvent,
        {
          type:
            | 'wallet.connecting'
            | 'wallet.disconnectedElsewhere'
            | 'session.profileLoaded'
            | 'session.expired'
            | 'auth.signedIn';
        }
      >;
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
    /** The wallet watcher disconnects the wallet in this page (wagmi's disconnect). */
    disconnectWallet: sendTo('watchWallet', { type: 'wallet.disconnect' } as const),
    endSession: sendTo(({ context }) => context.session, { type: 'wallet.disconnected' } as const),
    /** The store lists the current account's transactions on a configured chain only. */
    syncTransactionStore: sendTo('transactionStore', ({ context }) => {
      // A connected wallet's account only: an account or chain heard while disconnected lists nothing.
      const onConfiguredChain =
        context.wallet === 'connected' && context.address !== null && isSupported(context, context.chainId);
      return {
        type: 'wallet.accountChanged',
        address: onConfiguredChain ? context.address : null,
        chainId: onConfiguredChain ? context.chainId : null,
      } as const;
    }),
    /**
     * The balances of the accounts whose pending transaction just settled are read again (each once; the
     * composition root refreshes their balance queries).
     */
    refreshBalances: (_, _params: { accounts: readonly SettledAccount[] }) => undefined,
  },
}).createMachine({
  id: 'walletSystem',
  description:
    "The wallet as one system: owns the connection (with sign-in and the network switch inside) and the transaction store, hears the wallet and the session, routes every wallet event to whoever depends on it and a signed-in token to the session; a settled transaction has its account's balance refreshed.",
  context: ({ input }) => ({
    session: input.session,
    connectClicks: input.connectClicks,
    supportedChainIds: input.supportedChainIds,
    storedTransactions: input.storedTransactions ?? {},
    wallet: 'unknown',
    address: null,
    chainId: null,
    wasConnected: false,
    groups: input.storedTransactions ?? {},
    auth: 'loading',
  }),
  entry: 'askForConnectClicks',
  initial: 'running',
  states: {
    keepingConnectClick: {
      description:
        'A Connect Wallet click waits until the wallet and the session are known: then the connect (or sign-in) modal opens, or nothing when already signed in.',
      always: [
        { guard: 'isSignedInWithWallet', target: 'running' },
        { guard: 'canOpenConnectModal', target: 'running', actions: 'openConnectModal' },
      ],
    },
    running: {},
  },
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
          description: "A pending transaction was confirmed or failed: its account's balance is read again.",
          guard: {
            type: 'hasSettledTransaction',
            params: ({ event }) => ({ groups: event.snapshot.context.groups }),
          },
          actions: [
            {
              type: 'refreshBalances',
              params: ({ context, event }) => ({
                accounts: settledAccounts(context.groups, event.snapshot.context.groups),
              }),
            },
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
    'user.connectClicked': {
      description:
        'A Connect Wallet click (one made while the wallet loaded, handed over at the start, or any later one) is kept until the wallet and the session are known: then it opens the connect (or sign-in) modal.',
      target: '.keepingConnectClick',
    },
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
    'wallet.disconnectedElsewhere': {
      description:
        'Another tab disconnected this wallet: this page disconnects too, and its own disconnect then follows as usual.',
      guard: 'isWalletConnected',
      actions: 'disconnectWallet',
    },
    'session.loading': {
      actions: [{ type: 'assignAuth', params: { auth: 'loading' } }, 'tellConnection'],
    },
    'session.authenticated': {
      actions: [{ type: 'assignAuth', params: { auth: 'authenticated' } }, 'tellConnection'],
    },
    'session.unauthenticated': {
      actions: [{ type: 'assignAuth', params: { auth: 'unauthenticated' } }, 'tellConnection'],
    },
    'session.expired': { actions: 'askToSignInAgain' },
    'auth.signedIn': {
      description:
        'The sign-in attempt (a child of the connection) verified a signature: the session takes the token.',
      actions: 'tellSessionSignedIn',
    },
    'session.profileLoaded': {
      description:
        'A profile for another address than the wallet shows (it changed meanwhile) ends the session.',
      guard: { type: 'isProfileOfAnotherAccount', params: ({ event }) => event },
      actions: 'tellSessionOfProfileMismatch',
    },
  },
});
