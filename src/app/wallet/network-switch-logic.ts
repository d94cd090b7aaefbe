import type { Config } from '@wagmi/core';
import { fromPromise } from 'xstate';
import { switchChain } from '@/api/chain/switch-chain';
import {
  networkSwitchMachine,
  type SwitchChainInput,
  type SwitchChainOutput,
} from '@/machines/network-switch/network-switch.machine';
import { disconnectInBackground } from './connection-logic';

/** The network modal's statechart: the wallet is asked to switch; Disconnect on a wrong network ends the connection. */
export function createNetworkSwitchLogic(config: Config) {
  return networkSwitchMachine.provide({
    actors: {
      switchChain: fromPromise<SwitchChainOutput, SwitchChainInput>(({ input }) =>
        switchChain(config, { chainId: input.chainId }),
      ),
    },
    actions: { disconnectWallet: () => disconnectInBackground(config) },
  });
}
