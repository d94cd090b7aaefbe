import type { Config } from '@wagmi/core';
import type { ApiClient } from '@/api/http/api-client';
import { createConnectFlowLogic } from './connect-flow-logic';
import { createCopyAddressLogic, type WriteText } from './copy-address-logic';
import type { InviteCodeStore } from './sign-in-logic';
import { createWalletSystemLogic } from './wallet-system-logic';

export interface WalletLogicOptions {
  config: Config;
  api: ApiClient;
  writeText?: WriteText;
  inviteCodes?: InviteCodeStore;
}

/**
 * Every wallet statechart with its real effects, ready for a Provider (`logic={…}`) or createActor: the wallet
 * system (connection, sign-in, network switch and transaction store inside), copy address, and the per-opening
 * connect flow.
 */
export function createWalletLogic({ config, api, writeText, inviteCodes }: WalletLogicOptions) {
  return {
    walletSystem: createWalletSystemLogic({ config, api, inviteCodes }),
    copyAddress: createCopyAddressLogic(writeText),
    connectFlow: createConnectFlowLogic(config),
  };
}

export type WalletLogic = ReturnType<typeof createWalletLogic>;

/** The configured chains, in the order the network modal lists them (the connection's input). */
export const supportedChainIdsOf = (config: Config) => config.chains.map((chain) => chain.id);
