import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { isUserRejection } from '../shared/wallet-errors';

export interface NetworkSwitchInput {
  /** The wallet's current chain (null while the wallet has not reported one). */
  chainId: number | null;
  /** The configured chains, in the order the modal lists them. */
  supportedChainIds: readonly number[];
}

/** `switchChain`: asks the wallet to switch; resolves once it has, rejects with the wallet's error. */
export interface SwitchChainInput {
  chainId: number;
}
export interface SwitchChainOutput {
  chainId: number;
}

/** How the modal ended; whoever owns the modal closes it when the machine is done. */
export type NetworkSwitchOutput =
  | { outcome: 'switched' }
  | { outcome: 'failed'; rejected: boolean }
  | { outcome: 'disconnected' };

export interface NetworkSwitchContext {
  chainId: number | null;
  supportedChainIds: readonly number[];
  /** The chain the wallet is being asked to switch to: its row shows Confirm in Wallet. */
  pendingChainId: number | null;
  outcome: NetworkSwitchOutput | null;
}

export type NetworkSwitchEvent =
  | { type: 'user.selectChain'; chainId: number }
  | { type: 'user.disconnect' }
  | { type: 'wallet.chainChanged'; chainId: number };

/**
 * The network modal (docs/wallet-behaviour.md, section 10): picking another configured chain asks
 * the wallet to switch and marks that chain pending; the modal closes when the attempt settles, success or not.
 * Independently, a wallet on an unconfigured chain puts the modal in the wrong-network state with a Disconnect
 * option.
 */
export const networkSwitchMachine = setup({
  types: {
    context: {} as NetworkSwitchContext,
    events: {} as NetworkSwitchEvent,
    input: {} as NetworkSwitchInput,
    output: {} as NetworkSwitchOutput,
    tags: {} as 'wrongNetwork' | 'switching',
  },
  actors: {
    switchChain: fromPromise<SwitchChainOutput, SwitchChainInput>(() =>
      Promise.reject(new Error('switchChain not provided')),
    ),
  },
  guards: {
    isOnSupportedChain: ({ context }) =>
      context.chainId !== null && context.supportedChainIds.includes(context.chainId),
    canSwitchTo: ({ context }, params: { chainId: number }) =>
      params.chainId !== context.chainId && context.supportedChainIds.includes(params.chainId),
  },
  actions: {
    assignCurrentChain: assign((_, params: { chainId: number }) => ({ chainId: params.chainId })),
    assignPendingChain: assign((_, params: { chainId: number }) => ({ pendingChainId: params.chainId })),
    recordSwitched: assign({ outcome: { outcome: 'switched' } as const }),
    recordFailed: assign((_, params: { error: unknown }) => ({
      outcome: { outcome: 'failed', rejected: isUserRejection(params.error) } as const,
    })),
    recordDisconnected: assign({ outcome: { outcome: 'disconnected' } as const }),
    /** Disconnects the wallet; the connection machine then closes every modal. */
    disconnectWallet: () => undefined,
  },
}).createMachine({
  id: 'networkSwitch',
  description:
    'The network dialog: the chosen chain marked loading until the switch succeeds or fails, the dialog closing when it settles, and the wrong-network state with Disconnect on an unsupported chain.',
  context: ({ input }) => ({
    chainId: input.chainId,
    supportedChainIds: input.supportedChainIds,
    pendingChainId: null,
    outcome: null,
  }),
  // Every transition into `closed` records the outcome first.
  output: ({ context }) => context.outcome as NetworkSwitchOutput,
  initial: 'open',
  states: {
    open: {
      type: 'parallel',
      states: {
        network: {
          description:
            'Whether the wallet is on a configured chain; re-checked whenever the wallet reports a chain.',
          initial: 'checking',
          on: {
            'wallet.chainChanged': {
              target: '.checking',
              actions: { type: 'assignCurrentChain', params: ({ event }) => ({ chainId: event.chainId }) },
            },
          },
          states: {
            checking: {
              always: [{ guard: 'isOnSupportedChain', target: 'supported' }, { target: 'wrong' }],
            },
            supported: {},
            wrong: {
              description: 'Wrong network detected: switch or disconnect to continue.',
              tags: 'wrongNetwork',
              on: {
                'user.disconnect': {
                  target: '#networkSwitch.closed',
                  actions: ['disconnectWallet', 'recordDisconnected'],
                },
              },
            },
          },
        },
        request: {
          initial: 'idle',
          onDone: '#networkSwitch.closed',
          states: {
            idle: {
              on: {
                'user.selectChain': {
                  guard: { type: 'canSwitchTo', params: ({ event }) => ({ chainId: event.chainId }) },
                  target: 'switching',
                  actions: {
                    type: 'assignPendingChain',
                    params: ({ event }) => ({ chainId: event.chainId }),
                  },
                },
              },
            },
            switching: {
              description: 'The wallet is asked to switch; the chosen chain shows Confirm in Wallet.',
              tags: 'switching',
              invoke: {
                id: 'switchChain',
                src: 'switchChain',
                input: ({ event }) => {
                  assertEvent(event, 'user.selectChain');
                  return { chainId: event.chainId };
                },
                onDone: { target: 'settled', actions: 'recordSwitched' },
                onError: {
                  target: 'settled',
                  actions: { type: 'recordFailed', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            settled: { type: 'final' },
          },
        },
      },
    },
    closed: {
      description: 'The attempt settled or the wallet was disconnected: the modal closes.',
      type: 'final',
    },
  },
});
