import { settledAccounts } from './settled-accounts';
import { walletSystemSetup } from './wallet-system-setup';

export type { ConnectClickedEvent, WalletSystemEvent } from './wallet-system-setup';
export type {
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
export const walletSystemMachine = walletSystemSetup.createMachine({
  id: 'walletSystem',
  description:
    "The wallet as one system: owns the connection (with sign-in and the network switch inside) and the transaction store, hears the wallet and the session, routes every wallet event to whoever depends on it and a signed-in token to the session; a settled transaction has its account's balance refreshed.",
  context: ({ input }) => ({
    session: input.session,
    supportedChainIds: input.supportedChainIds,
    storedTransactions: input.storedTransactions ?? {},
    wallet: 'unknown',
    address: null,
    chainId: null,
    wasConnected: false,
    groups: input.storedTransactions ?? {},
    auth: 'loading',
  }),
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
    { id: 'followConnectClicks', src: 'followConnectClicks' },
  ],
  on: {
    'user.connectClicked': {
      description:
        'A Connect Wallet click (one made while the wallet loaded, reported at the start, or any later one) is kept until the wallet and the session are known: then it opens the connect (or sign-in) modal.',
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
