import { type AnyActorRef, assign, sendTo, setup } from 'xstate';

/** The one Connect Wallet click event, as the page's controls send it and the wallet system takes it. */
export const CONNECT_CLICKED = { type: 'user.connectClicked' } as const;

export type ConnectClicksEvent =
  /** A Connect Wallet click anywhere on the page (a stand-in control, or a page's own Connect). */
  | typeof CONNECT_CLICKED
  /** The wallet system started (the wallet chunk loaded) and asks for the clicks, giving itself to send them to. */
  | { type: 'walletSystem.started'; walletSystem: AnyActorRef };

export interface ConnectClicksContext {
  /** The wallet system that asked last (a remounted wallet replaces the one before). */
  walletSystem: AnyActorRef | null;
}

/**
 * The page's Connect Wallet clicks, owned by the app area (they start before the wallet chunk loads): a click made
 * while no wallet system runs is kept, once, until one starts and asks; then every click is passed on at once.
 */
export const connectClicksMachine = setup({
  types: { context: {} as ConnectClicksContext, events: {} as ConnectClicksEvent },
  actions: {
    assignWalletSystem: assign((_, params: { walletSystem: AnyActorRef }) => ({
      walletSystem: params.walletSystem,
    })),
    // Taken only in states entered through walletSystem.started, which assigns it.
    passClickOn: sendTo(({ context }) => context.walletSystem as AnyActorRef, CONNECT_CLICKED),
  },
}).createMachine({
  id: 'connectClicks',
  description:
    "Owns the page's Connect Wallet clicks: one made before the wallet system runs is kept until the wallet system starts and asks for it, then each click is passed on to the wallet system at once.",
  context: { walletSystem: null },
  initial: 'noWallet',
  states: {
    noWallet: {
      description: 'The wallet chunk has not started: nobody answers a click yet.',
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
      description: 'The wallet system runs: each click goes to it at once.',
      on: {
        'user.connectClicked': { actions: 'passClickOn' },
        'walletSystem.started': {
          description: 'A remounted wallet system asked again: later clicks go to it.',
          actions: { type: 'assignWalletSystem', params: ({ event }) => event },
        },
      },
    },
  },
});
