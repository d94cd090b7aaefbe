import {
  type ActorRef,
  assign,
  type EventObject,
  fromCallback,
  fromPromise,
  type Snapshot,
  sendTo,
  setup,
} from 'xstate';

/** What the button asks of the connection: open the connect dialog on this wallet. */
export interface OpenConnectDialogOnWallet {
  type: 'user.openConnectModal';
  walletId: string;
}

/** The wallet system's connection, as a button reaches it: it takes the button's request for the dialog. */
export type ConnectionPeer = ActorRef<Snapshot<unknown>, OpenConnectDialogOnWallet & EventObject>;

export interface WalletButtonInput {
  /** The wallet this button connects (its configured id, already matched). */
  walletId: string;
  /** A phone (by user agent): the button always opens the connect dialog, which shows the mobile status. */
  mobile: boolean;
  /** The connection that opens the connect dialog (the wallet system's child `connection`). */
  connection: ConnectionPeer;
}

export interface WalletButtonContext {
  walletId: string;
  mobile: boolean;
  connection: ConnectionPeer;
  /** The latest wallet id as last read from storage (at a connection) or set by this button. */
  latestWalletId: string | null;
  walletConnected: boolean;
  /** The last direct connection failed (cleared by the next attempt and by any connection). */
  failed: boolean;
}

export interface ConnectButtonWalletInput {
  walletId: string;
}

/** What the wallet watcher tells a button; a connection carries the latest wallet id stored at that moment. */
export type WalletButtonWalletEvent =
  | { type: 'wallet.connected'; latestWalletId: string | null }
  | { type: 'wallet.disconnected' };

export type WalletButtonEvent =
  /** `walletReady`: the wallet is installed and ready, so it connects without the dialog (the kit's `installed && ready`). */
  { type: 'user.connect'; walletReady: boolean } | WalletButtonWalletEvent;

/** `connected` of the reference kit's WalletButton: connected, and this button's wallet is the latest one. */
export const isConnectedThroughButton = (context: WalletButtonContext) =>
  context.walletConnected && context.latestWalletId === context.walletId;

export const walletButtonMachine = setup({
  types: {
    context: {} as WalletButtonContext,
    events: {} as WalletButtonEvent,
    input: {} as WalletButtonInput,
    tags: {} as 'loading',
  },
  actors: {
    /** Connects this wallet directly (no dialog). */
    connectWallet: fromPromise<void, ConnectButtonWalletInput>(async () => {
      throw new Error('connectWallet is provided by the composition root');
    }),
    /** The wallet's connection now (first event) and every change, with the stored latest id on a connection. */
    watchWallet: fromCallback(() => {
      throw new Error('watchWallet is provided by the composition root');
    }),
  },
  guards: {
    opensConnectDialog: ({ context }, params: { walletReady: boolean }) =>
      context.mobile || !params.walletReady,
    wasWalletConnected: ({ context }) => context.walletConnected,
  },
  actions: {
    assignLatestWallet: assign(({ context }) => ({ latestWalletId: context.walletId, failed: false })),
    assignConnected: assign((_, params: { latestWalletId: string | null }) => ({
      walletConnected: true,
      latestWalletId: params.latestWalletId,
      failed: false,
    })),
    assignDisconnected: assign({ walletConnected: false }),
    forgetLatestWallet: assign({ latestWalletId: null }),
    assignFailed: assign({ failed: true }),
    /** Stores this wallet as the latest id (the composition root writes browser storage). */
    persistLatestWallet: (_, _params: { walletId: string }) => undefined,
    /** Removes the stored latest id (the composition root). */
    removeLatestWallet: () => undefined,
    /**
     * Asks the connection for the connect dialog on this wallet: a message (xstate delivers it after this step; a
     * custom action calling the connection would run the connection's step inside this one).
     */
    openConnectDialog: sendTo(
      ({ context }) => context.connection,
      (_, params: { walletId: string }) => ({
        type: 'user.openConnectModal' as const,
        walletId: params.walletId,
      }),
    ),
  },
}).createMachine({
  id: 'walletButton',
  description:
    "One wallet's button (docs/wallet-behaviour.md section 6.1): records the wallet as latest, then connects it directly when it is ready on a desktop, else opens the connect dialog on it; a disconnect while mounted forgets the latest wallet.",
  context: ({ input }) => ({
    walletId: input.walletId,
    mobile: input.mobile,
    connection: input.connection,
    latestWalletId: null,
    walletConnected: false,
    failed: false,
  }),
  invoke: { id: 'watchWallet', src: 'watchWallet' },
  on: {
    'wallet.connected': { actions: { type: 'assignConnected', params: ({ event }) => event } },
    'wallet.disconnected': {
      description:
        'Only a disconnect of a connection this button saw: the start-up "not connected" is not one.',
      guard: 'wasWalletConnected',
      actions: ['assignDisconnected', 'forgetLatestWallet', 'removeLatestWallet'],
    },
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'user.connect': [
          {
            guard: { type: 'opensConnectDialog', params: ({ event }) => event },
            actions: [
              'assignLatestWallet',
              { type: 'persistLatestWallet', params: ({ context }) => context },
              { type: 'openConnectDialog', params: ({ context }) => context },
            ],
          },
          {
            target: 'connecting',
            actions: [
              'assignLatestWallet',
              { type: 'persistLatestWallet', params: ({ context }) => context },
            ],
          },
        ],
      },
    },
    connecting: {
      tags: 'loading',
      invoke: {
        id: 'connectWallet',
        src: 'connectWallet',
        input: ({ context }) => ({ walletId: context.walletId }),
        onDone: 'idle',
        onError: { target: 'idle', actions: 'assignFailed' },
      },
    },
  },
});
