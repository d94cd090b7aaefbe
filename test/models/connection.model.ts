import { defineMachineModel } from '@test/support/machine-model';
import { neverSettling } from '@test/support/replay-path';
import { createAppTestModel } from '@test/support/test-model';
import {
  type ConnectionContext,
  type ConnectionInput,
  connectionMachine,
} from '@/machines/connection/connection.machine';
import {
  networkSwitchMachine,
  type SwitchChainInput,
  type SwitchChainOutput,
} from '@/machines/network-switch/network-switch.machine';
import {
  type PrepareMessageInput,
  type PrepareMessageOutput,
  type SignMessageInput,
  type SignMessageOutput,
  signInMachine,
  type VerifySignatureInput,
  type VerifySignatureOutput,
} from '@/machines/sign-in/sign-in.machine';

/** One configured chain (BSC testnet), the wallet not reported yet and the session still loading. */
export const connectionInput: ConnectionInput = { supportedChainIds: [97] };

const address = '0xDEc7420D9b155E35a458236215fE8C617d6499F8';

export const connectionFixtures = {
  connectedOnBscTestnet: { type: 'wallet.connected', address, chainId: 97 },
  connectedOnEthereum: { type: 'wallet.connected', address, chainId: 1 },
  otherAccount: { type: 'wallet.accountChanged', address: '0xad7fFe8769843B4C6126C81D06555cE501ed85Df' },
  chainToBscTestnet: { type: 'wallet.chainChanged', chainId: 97 },
  chainToEthereum: { type: 'wallet.chainChanged', chainId: 1 },
  networkSwitchSettled: { type: 'xstate.done.actor.networkSwitch', output: { outcome: 'switched' } },
  signedIn: {
    type: 'xstate.done.actor.signIn',
    output: {
      outcome: 'signedIn',
      session: { token: 'session-token', expiresAt: '2026-01-01T00:05:00.000Z' },
    },
  },
  signInCancelled: { type: 'xstate.done.actor.signIn', output: { outcome: 'cancelled' } },
  connectOpeningRead: {
    type: 'connect.openingRead',
    opening: { wallets: [], recentWalletIds: [], width: 1024, layout: 'desktop' },
  },
} as const;

/** The sign-in modal's attempt, waiting on the API for ever: only a path's own events settle it. */
export const idleSignIn = signInMachine.provide({
  actors: {
    prepareMessage: neverSettling<PrepareMessageOutput, PrepareMessageInput>(),
    signMessage: neverSettling<SignMessageOutput, SignMessageInput>(),
    verifySignature: neverSettling<VerifySignatureOutput, VerifySignatureInput>(),
  },
});

/**
 * The connection as the model runs it: idle children, and the signed-in report (a message to the wallet system,
 * which a connection without a parent cannot send) kept by the caller.
 */
export function connectionWithIdleChildren(reported: string[] = []) {
  return connectionMachine.provide({
    actors: { networkSwitch: idleNetworkSwitch, signIn: idleSignIn },
    actions: {
      reportSignedIn: (_, { output }) => {
        if (output.outcome === 'signedIn') reported.push(output.session.token);
      },
    },
  });
}

/** The chain modal's network switch, waiting on the wallet for ever: only a path's own events settle it. */
export const idleNetworkSwitch = networkSwitchMachine.provide({
  actors: { switchChain: neverSettling<SwitchChainOutput, SwitchChainInput>() },
});

/** Guards read the wallet and session status and whether the chain is configured; the address is display only. */
export const connectionRelevantContext = (context: ConnectionContext) => ({
  wallet: context.wallet,
  auth: context.auth,
  chainSupported:
    context.wallet === 'connected' && context.chainId !== null
      ? context.supportedChainIds.includes(context.chainId)
      : null,
});

export const connectionTestModel = createAppTestModel(connectionWithIdleChildren(), {
  payloads: Object.values(connectionFixtures),
  serializeContext: connectionRelevantContext,
});

export default defineMachineModel({
  name: 'connection',
  machine: connectionWithIdleChildren(),
  input: connectionInput,
  paths: () => connectionTestModel.model.getShortestPaths({ input: connectionInput }),
});
