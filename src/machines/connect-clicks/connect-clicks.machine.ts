import { type AnyActorRef, assign, fromCallback, sendTo, setup } from 'xstate';

/** The one Connect Wallet click event, as the page's controls send it and the wallet system takes it. */
export const CONNECT_CLICKED = { type: 'user.connectClicked' } as const;

export type ConnectClicksEvent =
  /** A Connect Wallet click anywhere on the page (a stand-in control, or a page's own Connect). */
  | typeof CONNECT_CLICKED
  /** The wallet system started (the wallet chunk loaded) and asks for the clicks, giving itself to send them to. */
  | { type: 'walletSystem.started'; walletSystem: AnyActorRef }
  /** The wallet system that asked last has stopped (its root unmounted): nobody answers a click until one starts. */
  | { type: 'walletSystem.stopped' };

export interface ConnectClicksContext {
  /** The wallet system that asked last (a remounted wallet replaces the one before). */
  walletSystem: AnyActorRef | null;
}

/**
 * Reports the end of the wallet system it follows. xstate runs no exit action when a root actor is stopped, so the
 * stopped system cannot say so itself; its observers hear `complete`. One already stopped is reported at once.
 */
export const followWalletSystem = fromCallback<ConnectClicksEvent, { walletSystem: AnyActorRef }>(
  ({ input, sendBack }) => {
    const stopped = () => sendBack({ type: 'walletSystem.stopped' });
    if (input.walletSystem.getSnapshot().status !== 'active') {
      stopped();
      return undefined;
    }
    return input.walletSystem.subscribe({ complete: stopped, error: stopped }).unsubscribe;
  },
);

/**
 * The page's Connect Wallet clicks, owned by the app area (they start before the wallet chunk loads): a click made
 * while no wallet system runs is kept, once, until one starts and asks; then every click is passed on at once, until
 * that wallet system stops (a remount): clicks are kept again for the next one.
 */
export const connectClicksMachine = setup({
  types: { context: {} as ConnectClicksContext, events: {} as ConnectClicksEvent },
  actors: { followWalletSystem },
  actions: {
    assignWalletSystem: assign((_, params: { walletSystem: AnyActorRef }) => ({
      walletSystem: params.walletSystem,
    })),
    forgetWalletSystem: assign({ walletSystem: null }),
    // Taken only in states entered through walletSystem.started, which assigns it.
    passClickOn: sendTo(({ context }) => context.walletSystem as AnyActorRef, CONNECT_CLICKED),
  },
}).createMachine({
  id: 'connectClicks',
  description:
    "Owns the page's Connect Wallet clicks: one made while no wallet system runs is kept until a wallet system starts and asks for it, then each click is passed on to the wallet system at once, until it stops.",
  context: { walletSystem: null },
  initial: 'noWallet',
  states: {
    noWallet: {
      description:
        'No wallet system runs (the chunk has not started, or the last one stopped): nobody answers a click yet.',
      on: {
        'user.connectClicked': { target: 'clickKept' },
        'walletSystem.started': {
          target: 'walletListening',
          actions: { type: 'assignWalletSystem', params: ({ event }) => event },
        },
      },
    },
    clickKept: {
      description:
        'A click waits for the wallet to load; more clicks meanwhile are the same wish (one dialog opens).',
      on: {
        'walletSystem.started': {
          description: 'The wallet asked for the clicks: the kept one is handed over, once.',
          target: 'walletListening',
          actions: [{ type: 'assignWalletSystem', params: ({ event }) => event }, 'passClickOn'],
        },
      },
    },
    walletListening: {
      description: 'The wallet system runs: each click goes to it at once; its end is followed.',
      invoke: {
        src: 'followWalletSystem',
        input: ({ context }) => ({ walletSystem: context.walletSystem as AnyActorRef }),
      },
      on: {
        'user.connectClicked': { actions: 'passClickOn' },
        'walletSystem.started': {
          description:
            'A remounted wallet system asked again: later clicks go to it, and its end is followed.',
          target: 'walletListening',
          reenter: true,
          actions: { type: 'assignWalletSystem', params: ({ event }) => event },
        },
        'walletSystem.stopped': {
          description: 'The wallet system stopped: a click from now on is kept for the next one.',
          target: 'noWallet',
          actions: 'forgetWalletSystem',
        },
      },
    },
  },
});
