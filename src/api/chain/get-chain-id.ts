import { type Config, getAccount, getChainId as getConfigChainId } from '@wagmi/core';
import { withWalletErrors } from './wallet-errors';

export interface GetChainIdReturnType {
  /** The connected wallet's chain (asked of the wallet); the app's chain when no wallet is connected. */
  chainId: number;
  /** The chain is one the app is configured for; false means "wrong network". */
  isSupported: boolean;
}

/** The chain the wallet is on right now, and whether the app supports it. */
export async function getChainId(config: Config): Promise<GetChainIdReturnType> {
  return withWalletErrors(async () => {
    const account = getAccount(config);
    const chainId =
      account.status === 'connected' ? await account.connector.getChainId() : getConfigChainId(config);
    return { chainId, isSupported: config.chains.some((chain) => chain.id === chainId) };
  });
}
