import type { Config } from '@wagmi/core';
import { createCopyAddressLogic, type WriteText } from './copy-address-logic';
import { createWalletSystemLogic, type WalletSystemLogicOptions } from './wallet-system-logic';

export interface WalletLogicOptions extends WalletSystemLogicOptions {
  writeText?: WriteText;
}

/**
 * Every wallet statechart with its real effects, ready for a Provider (`logic={…}`) or createActor: the wallet
 * system (connection with the connect flow, sign-in and network switch inside, and the transaction store) and
 * copy address.
 */
export function createWalletLogic({ writeText, ...system }: WalletLogicOptions) {
  return {
    walletSystem: createWalletSystemLogic(system),
    copyAddress: createCopyAddressLogic(writeText),
  };
}

export type WalletLogic = ReturnType<typeof createWalletLogic>;

/** The configured chains, in the order the network modal lists them (the connection's input). */
export const supportedChainIdsOf = (config: Config) => config.chains.map((chain) => chain.id);
