import { assign, fromCallback, sendParent, sendTo, setup } from 'xstate';
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

/** What the connection tells the wallet system: a sign-in ended with a session token. */
export interface SignedInReport {
  type: 'auth.signedIn';
  token: string;
}

/** The connection's vocabulary (guards, actions, children): the chart is in connection.machine.ts. */
export const connectionSetup = setup({
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
