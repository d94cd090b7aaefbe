import { type Config, switchChain as switchWagmiChain } from '@wagmi/core';
import { withWalletErrors } from './wallet-errors';

export interface SwitchChainParameters {
  chainId: number;
}
export interface SwitchChainReturnType {
  chainId: number;
}

/**
 * Asks the wallet to switch to a configured chain (wallets that do not know it are asked to add it
 * first). Refusal: `user_rejected`; a chain the app does not configure: `unsupported_chain`.
 */
export async function switchChain(
  config: Config,
  { chainId }: SwitchChainParameters,
): Promise<SwitchChainReturnType> {
  return withWalletErrors(async () => {
    const chain = await switchWagmiChain(config, { chainId });
    return { chainId: chain.id };
  });
}
