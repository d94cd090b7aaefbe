import { defineMachineModel } from '@test/support/machine-model';
import { neverSettling } from '@test/support/replay-path';
import { createAppTestModel } from '@test/support/test-model';
import {
  type NetworkSwitchContext,
  type NetworkSwitchInput,
  networkSwitchMachine,
  type SwitchChainInput,
  type SwitchChainOutput,
} from '@/machines/network-switch/network-switch.machine';

/** Starts on Ethereum (1), which is not configured, with two configured chains to switch between. */
export const networkSwitchInput: NetworkSwitchInput = { chainId: 1, supportedChainIds: [97, 56] };

export const networkSwitchFixtures = {
  pickBscTestnet: { type: 'user.selectChain', chainId: 97 },
  pickBsc: { type: 'user.selectChain', chainId: 56 },
  pickUnsupported: { type: 'user.selectChain', chainId: 1 },
  walletOnBscTestnet: { type: 'wallet.chainChanged', chainId: 97 },
  walletOnEthereum: { type: 'wallet.chainChanged', chainId: 1 },
  switched: { type: 'xstate.done.actor.switchChain', output: { chainId: 97 } },
  switchRejected: {
    type: 'xstate.error.actor.switchChain',
    error: { name: 'UserRejectedRequestError', code: 4001 },
  },
  switchFailed: { type: 'xstate.error.actor.switchChain', error: { name: 'SwitchChainNotSupportedError' } },
} as const;

/** The current and pending chain drive the guards and the rows; the outcome is what closing reports. */
export const networkSwitchRelevantContext = (context: NetworkSwitchContext) => ({
  chainId: context.chainId,
  pendingChainId: context.pendingChainId,
  outcome: context.outcome,
});

export const networkSwitchTestModel = createAppTestModel(networkSwitchMachine, {
  payloads: Object.values(networkSwitchFixtures),
  serializeContext: networkSwitchRelevantContext,
});

export default defineMachineModel({
  name: 'network-switch',
  machine: networkSwitchMachine.provide({
    actors: { switchChain: neverSettling<SwitchChainOutput, SwitchChainInput>() },
  }),
  input: networkSwitchInput,
  paths: () => networkSwitchTestModel.model.getShortestPaths({ input: networkSwitchInput }),
});
