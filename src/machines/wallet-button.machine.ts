import { assign, emit, fromCallback, fromPromise, setup } from 'xstate';

export interface WalletButtonInput {
  /** The wallet this button connects (its configured id, already matched). */
  walletId: string;
  /** A phone (by user agent): the button always opens the connect dialog, which shows the mobile status. */
  mobile: boolean;
}

export interface WalletButtonContext {
  walletId: string;
  mobile: boolean;
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

/** Told to whoever listens (`actor.on`): open the connect dialog on this wallet (the view tells the connection). */
export interface ConnectDialogRequested {
  type: 'connectDialogRequested';
  walletId: string;
}

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
    emitted: {} as ConnectDialogRequested,
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
     * Asks for the connect dialog on this wallet. Emitted, not a custom action: the listener sends to another actor,
     * which xstate runs only after this step (a custom action sending there would run that actor's step inside it).
     */
    openConnectDialog: emit((_, params: { walletId: string }) => ({
      type: 'connectDialogRequested' as const,
      walletId: params.walletId,
    })),
  },
}).createMachine({
  id: 'walletButton',
  description:
    "One wallet's button (docs/wallet-behaviour.md section 6.1): records the wallet as latest, then connects it directly when it is ready on a desktop, else opens the connect dialog on it; a disconnect while mounted forgets the latest wallet.",
  context: ({ input }) => ({
    walletId: input.walletId,
    mobile: input.mobile,
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
