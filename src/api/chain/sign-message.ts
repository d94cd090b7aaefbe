import { type Config, signMessage as signWagmiMessage } from '@wagmi/core';
import type { Address, Hex } from 'viem';
import { withWalletErrors } from './wallet-errors';

export interface SignMessageParameters {
  /** The exact text the wallet shows and signs (EIP-191 personal_sign). */
  message: string;
  /** The account that must sign; the connected account by default. */
  address?: Address;
}
export interface SignMessageReturnType {
  signature: Hex;
}

/** Asks the connected wallet to sign a message. A refusal rejects with `user_rejected`. */
export async function signMessage(
  config: Config,
  { message, address }: SignMessageParameters,
): Promise<SignMessageReturnType> {
  return withWalletErrors(async () => {
    const signature = await signWagmiMessage(config, address ? { message, account: address } : { message });
    return { signature };
  });
}
