import { assertEvent, assign, fromCallback, sendParent, sendTo, setup } from 'xstate';
import { connectFlowMachine } from '../connect-flow/connect-flow.machine';
import { networkSwitchMachine } from '../network-switch/network-switch.machine';
import { signInMachine } from '../sign-in/sign-in.machine';
import type { SignInOutput } from '../sign-in/sign-in-types';
import {
  type AuthStatus,
  type ConnectionContext,
  type ConnectionEvent,
  type ConnectionInput,
  type ConnectionStatus,
  type ConnectionTag,
  connectionStatusOf,
  isSupported,
  type ReadConnectOpeningInput,
} from './connection-status';

export type {
  AuthStatus,
  ConnectionContext,
  ConnectionEvent,
  ConnectionInput,
  ConnectionStatus,
  ConnectionTag,
  ConnectOpening,
  ReadConnectOpeningInput,
  WalletStatus,
} from './connection-status';

/** What the connection tells the wallet system: a sign-in ended with a session token. */
export interface SignedInReport {
  type: 'auth.signedIn';
  token: string;
}

const connectionSetup = setup({
  types: {
    context: {} as ConnectionContext,
    events: {} as ConnectionEvent,
    input: {} as ConnectionInput,
    tags: {} as ConnectionTag,
    children: {} as {
      networkSwitch: 'networkSwitch';
      signIn: 'signIn';
      connectFlow: 'connectFlow';
      readConnectOpening: 'readConnectOpening';
    },
  },
  actors: {
    networkSwitch: networkSwitchMachine,
    signIn: signInMachine,
    connectFlow: connectFlowMachine,
    /**
     * Sends `connect.openingRead` once the wallet list has its first reading (at once when it has), with the
     * stored recent wallets and the window: the composition root provides it.
     */
    readConnectOpening: fromCallback<ConnectionEvent, ReadConnectOpeningInput>(() => () => undefined),
  },
  guards: {
    hasStatus: ({ context }, params: { status: ConnectionStatus }) =>
      connectionStatusOf(context) === params.status,
    hasAuth: ({ context }, params: { auth: AuthStatus }) => context.auth === params.auth,
    isAuthChangingTo: ({ context }, params: { auth: AuthStatus }) => context.auth !== params.auth,
    isWalletConnected: ({ context }) => context.wallet === 'connected',
    canOpenAccountModal: ({ context }) =>
      connectionStatusOf(context) === 'connected' && isSupported(context, context.chainId),
    isChainUnsupported: ({ context }, params: { chainId: number }) => !isSupported(context, params.chainId),
    isSignedIn: (_, params: { output: SignInOutput }) => params.output.outcome === 'signedIn',
  },
  actions: {
    assignConnectedWallet: assign((_, params: { address: string; chainId: number }) => ({
      wallet: 'connected' as const,
      address: params.address,
      chainId: params.chainId,
    })),
    assignDisconnectedWallet: assign({ wallet: 'disconnected', address: null, chainId: null }),
    assignAddress: assign((_, params: { address: string }) => ({ address: params.address })),
    assignChain: assign((_, params: { chainId: number }) => ({ chainId: params.chainId })),
    assignAuth: assign((_, params: { auth: AuthStatus }) => ({ auth: params.auth })),
    assignChosenWallet: assign((_, params: { walletId?: string }) => ({
      chosenWalletId: params.walletId ?? null,
    })),
    clearChosenWallet: assign({ chosenWalletId: null }),
    forwardChainToNetworkSwitch: sendTo('networkSwitch', ({ event }) => event),
    tellSignInOfWallet: sendTo('signIn', ({ context }) => ({
      type: 'wallet.changed' as const,
      address: context.address ?? '',
      chainId: context.chainId ?? 0,
    })),
    /** The session token goes to the wallet system, which hands it to the session. */
    reportSignedIn: sendParent(
      (_, params: { output: SignInOutput }): SignedInReport => ({
        type: 'auth.signedIn',
        token: params.output.outcome === 'signedIn' ? params.output.session.token : '',
      }),
    ),
    /** Disconnects the wallet; the watcher then reports wallet.disconnected. */
    disconnectWallet: () => undefined,
  },
});

/**
 * Connection status (loading, unauthenticated, connected, disconnected) derived from the wallet watcher and the
 * session side, and which wallet modal is open (docs/wallet-behaviour.md, section 1):
 * connect when disconnected, sign-in when unauthenticated, account (on a configured chain) and chain when
 * connected. Modals close on connect, on disconnect and when the session status changes; connecting from the
 * connect modal while signed out goes straight on to the sign-in modal. The connect flow, the sign-in attempt and
 * the network switch run as children (systemIds `connectFlow`, `signIn`, `networkSwitch`) while their modal is open.
 */
export const connectionMachine = connectionSetup.createMachine({
  id: 'connection',
  description:
    'Connection status (loading, unauthenticated, connected, disconnected) from the wallet and the session, and which wallet modal may be open in each: connect, sign-in, account (on a configured chain only) and chain; every modal closes on connect and disconnect.',
  context: ({ input }) => ({
    wallet: 'unknown',
    auth: input.auth ?? 'loading',
    address: null,
    chainId: null,
    supportedChainIds: input.supportedChainIds,
    chosenWalletId: null,
  }),
  type: 'parallel',
  states: {
    status: {
      initial: 'deriving',
      on: {
        'wallet.connected': {
          target: '.deriving',
          actions: { type: 'assignConnectedWallet', params: ({ event }) => event },
        },
        'wallet.disconnected': { target: '.deriving', actions: 'assignDisconnectedWallet' },
        'wallet.accountChanged': {
          guard: 'isWalletConnected',
          actions: { type: 'assignAddress', params: ({ event }) => event },
        },
        'wallet.chainChanged': {
          guard: 'isWalletConnected',
          actions: { type: 'assignChain', params: ({ event }) => event },
        },
        'session.loading': {
          target: '.deriving',
          actions: { type: 'assignAuth', params: { auth: 'loading' } },
        },
        'session.authenticated': {
          target: '.deriving',
          actions: { type: 'assignAuth', params: { auth: 'authenticated' } },
        },
        'session.unauthenticated': {
          target: '.deriving',
          actions: { type: 'assignAuth', params: { auth: 'unauthenticated' } },
        },
      },
      states: {
        deriving: {
          always: [
            { guard: { type: 'hasStatus', params: { status: 'loading' } }, target: 'loading' },
            { guard: { type: 'hasStatus', params: { status: 'disconnected' } }, target: 'disconnected' },
            {
              guard: { type: 'hasStatus', params: { status: 'unauthenticated' } },
              target: 'unauthenticated',
            },
            { target: 'connected' },
          ],
        },
        loading: { tags: 'loading' },
        disconnected: { tags: 'disconnected' },
        unauthenticated: { tags: 'unauthenticated' },
        connected: { tags: 'connected' },
      },
    },
    modal: {
      initial: 'closed',
      on: {
        'wallet.connected': '.closed',
        'wallet.disconnected': '.closed',
        'session.loading': {
          guard: { type: 'isAuthChangingTo', params: { auth: 'loading' } },
          target: '.closed',
        },
        'session.authenticated': {
          guard: { type: 'isAuthChangingTo', params: { auth: 'authenticated' } },
          target: '.closed',
        },
        'session.unauthenticated': {
          guard: { type: 'isAuthChangingTo', params: { auth: 'unauthenticated' } },
          target: '.closed',
        },
      },
      states: {
        closed: {
          on: {
            'user.openConnectModal': [
              {
                guard: { type: 'hasStatus', params: { status: 'disconnected' } },
                target: 'connect',
                actions: { type: 'assignChosenWallet', params: ({ event }) => event },
              },
              { guard: { type: 'hasStatus', params: { status: 'unauthenticated' } }, target: 'signIn' },
            ],
            'user.openSignInModal': {
              guard: { type: 'hasStatus', params: { status: 'unauthenticated' } },
              target: 'signIn',
            },
            'user.openAccountModal': { guard: 'canOpenAccountModal', target: 'account' },
            'user.openChainModal': {
              guard: { type: 'hasStatus', params: { status: 'connected' } },
              target: 'chain',
            },
          },
        },
        connect: {
          tags: 'connectModalOpen',
          // The wallet a wallet button opened the dialog on is for this opening only (the kit clears it on close).
          exit: 'clearChosenWallet',
          initial: 'reading',
          states: {
            reading: {
              description:
                "The dialog waits for the wallet list's first reading (it never opens empty), the stored recent wallets and the window.",
              invoke: {
                id: 'readConnectOpening',
                src: 'readConnectOpening',
                input: ({ context }) => ({ chosenWalletId: context.chosenWalletId }),
              },
              on: {
                'connect.openingRead': 'showing',
              },
            },
            showing: {
              description:
                'One connect flow per opening (systemId `connectFlow`): every opening starts at the list, or on the wallet chosen to continue with.',
              invoke: {
                id: 'connectFlow',
                src: 'connectFlow',
                systemId: 'connectFlow',
                input: ({ context, event }) => {
                  assertEvent(event, 'connect.openingRead');
                  return { ...event.opening, chosenWalletId: context.chosenWalletId };
                },
              },
            },
          },
          on: {
            'user.closeModal': 'closed',
            'wallet.connected': [
              {
                description: 'Connected but signed out: the connect modal goes on to sign-in.',
                guard: { type: 'hasAuth', params: { auth: 'unauthenticated' } },
                target: 'signIn',
              },
              { target: 'closed' },
            ],
          },
        },
        signIn: {
          description:
            'One sign-in attempt per opening; an account or chain change starts it over with the new wallet, as the reference kit remounts its panel.',
          tags: 'signInModalOpen',
          invoke: {
            id: 'signIn',
            src: 'signIn',
            systemId: 'signIn',
            input: ({ context }) => ({ address: context.address ?? '', chainId: context.chainId ?? 0 }),
            onDone: [
              {
                description: 'Signed in: the modal closes and the token goes on to the session.',
                guard: { type: 'isSignedIn', params: ({ event }) => ({ output: event.output }) },
                target: 'closed',
                actions: { type: 'reportSignedIn', params: ({ event }) => ({ output: event.output }) },
              },
              {
                description:
                  'Cancelled (Cancel, X, Escape, backdrop): the modal closes and the wallet disconnects.',
                target: 'closed',
                actions: 'disconnectWallet',
              },
            ],
          },
          on: {
            'wallet.accountChanged': { actions: 'tellSignInOfWallet' },
            'wallet.chainChanged': { actions: 'tellSignInOfWallet' },
          },
        },
        account: {
          tags: 'accountModalOpen',
          on: {
            'user.closeModal': 'closed',
            'user.disconnect': { target: 'closed', actions: 'disconnectWallet' },
            'wallet.chainChanged': {
              description: 'The account modal is only available on a configured chain.',
              guard: { type: 'isChainUnsupported', params: ({ event }) => event },
              target: 'closed',
            },
          },
        },
        chain: {
          description:
            'One network-switch attempt runs while the dialog is open; it hears every chain the wallet reports, and the dialog closes when it settles.',
          tags: 'chainModalOpen',
          invoke: {
            id: 'networkSwitch',
            src: 'networkSwitch',
            systemId: 'networkSwitch',
            input: ({ context }) => ({
              chainId: context.chainId,
              supportedChainIds: context.supportedChainIds,
            }),
            onDone: 'closed',
          },
          on: {
            'user.closeModal': 'closed',
            'wallet.chainChanged': { actions: 'forwardChainToNetworkSwitch' },
          },
        },
      },
    },
  },
});
