import type { Config } from '@wagmi/core';
import type { ApiClient } from '@/api/http/api-client';
import { createConnectFlowLogic } from './connect-flow-logic';
import { createConnectionLogic } from './connection-logic';
import { createCopyAddressLogic, type WriteText } from './copy-address-logic';
import { createNetworkSwitchLogic } from './network-switch-logic';
import { createSignInLogic } from './sign-in-logic';
import { createTransactionStoreLogic } from './transaction-store-logic';

export interface WalletLogicOptions {
  config: Config;
  api: ApiClient;
  writeText?: WriteText;
}

/**
 * Every wallet statechart with its real effects, ready for a Provider (`logic={…}`) or createActor: the long-lived
 * ones (connection, transaction store, copy address) and the per-opening ones (connect flow, sign-in, network).
 */
export function createWalletLogic({ config, api, writeText }: WalletLogicOptions) {
  return {
    connection: createConnectionLogic(config),
    transactionStore: createTransactionStoreLogic(config),
    copyAddress: createCopyAddressLogic(writeText),
    connectFlow: createConnectFlowLogic(config),
    signIn: createSignInLogic({ config, api }),
    networkSwitch: createNetworkSwitchLogic(config),
  };
}

export type WalletLogic = ReturnType<typeof createWalletLogic>;

/** The configured chains, in the order the network modal lists them (the connection's input). */
export const supportedChainIdsOf = (config: Config) => config.chains.map((chain) => chain.id);
