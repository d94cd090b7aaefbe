import { assign, setup } from 'xstate';

/** What the wallet watcher knows: nothing yet (reconnecting at start), connected, or not. */
export type WalletStatus = 'unknown' | 'connected' | 'disconnected';
/** The session side's status, as RainbowKit's AuthenticationStatus. */
export type AuthStatus = 'loading' | 'unauthenticated' | 'authenticated';
export type ConnectionStatus = 'loading' | 'unauthenticated' | 'connected' | 'disconnected';

export interface ConnectionInput {
  /** The configured chains: the account modal opens only on one of them. */
  supportedChainIds: readonly number[];
  /** The session status at start, when the session side already knows it. */
  auth?: AuthStatus;
}

export interface ConnectionContext {
  wallet: WalletStatus;
  auth: AuthStatus;
  address: string | null;
  chainId: number | null;
  supportedChainIds: readonly number[];
  /** The wallet the connect modal was last opened on ("Continue with"), or null for the whole list. */
  chosenWalletId: string | null;
}

export type ConnectionEvent =
  | { type: 'wallet.connected'; address: string; chainId: number }
  | { type: 'wallet.accountChanged'; address: string }
  | { type: 'wallet.chainChanged'; chainId: number }
  | { type: 'wallet.disconnected' }
  | { type: 'session.loading' }
  | { type: 'session.authenticated' }
  | { type: 'session.unauthenticated' }
  | { type: 'user.openConnectModal'; walletId?: string }
  | { type: 'user.openSignInModal' }
  | { type: 'user.openAccountModal' }
  | { type: 'user.openChainModal' }
  | { type: 'user.closeModal' }
  | { type: 'user.disconnect' };

export type ConnectionTag =
  | ConnectionStatus
  | 'connectModalOpen'
  | 'signInModalOpen'
  | 'accountModalOpen'
  | 'chainModalOpen';

/** The status rule of docs/wallet-behaviour.md section 1, with "not known yet" shown as loading. */
export function connectionStatusOf(context: Pick<ConnectionContext, 'wallet' | 'auth'>): ConnectionStatus {
  if (context.wallet === 'disconnected') return 'disconnected';
  if (context.wallet === 'unknown' || context.auth === 'loading') return 'loading';
  return context.auth === 'unauthenticated' ? 'unauthenticated' : 'connected';
}

const isSupported = (context: ConnectionContext, chainId: number | null) =>
  chainId !== null && context.supportedChainIds.includes(chainId);

/**
 * Connection status (loading, unauthenticated, connected, disconnected) derived from the wallet watcher and the
 * session side, and which wallet modal is open (docs/wallet-behaviour.md, section 1):
 * connect when disconnected, sign-in when unauthenticated, account (on a configured chain) and chain when
 * connected. Modals close on connect, on disconnect and when the session status changes; connecting from the
 * connect modal while signed out goes straight on to the sign-in modal.
 */
export const connectionMachine = setup({
  types: {
    context: {} as ConnectionContext,
    events: {} as ConnectionEvent,
    input: {} as ConnectionInput,
    tags: {} as ConnectionTag,
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
    /** Disconnects the wallet; the watcher then reports wallet.disconnected. */
    disconnectWallet: () => undefined,
  },
}).createMachine({
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
          tags: 'signInModalOpen',
          on: {
            'user.closeModal': {
              description: 'Closing sign-in without signing disconnects the wallet.',
              target: 'closed',
              actions: 'disconnectWallet',
            },
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
          tags: 'chainModalOpen',
          on: { 'user.closeModal': 'closed' },
        },
      },
    },
  },
});
