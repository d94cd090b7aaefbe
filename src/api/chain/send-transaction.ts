import { type Config, sendTransaction as sendWagmiTransaction } from '@wagmi/core';
import { type Address, type Hash, type Hex, isAddress, isHex } from 'viem';
import { WalletError, withWalletErrors } from './wallet-errors';

export interface SendTransactionParameters {
  /** Recipient (for a purchase: the treasury). */
  to: Address;
  /** Amount of native coin in base units, as a decimal string. */
  value: string;
  /** Calldata (for a purchase: the order reference). */
  data?: Hex;
  /** The chain the transaction is for; the wallet must be on it (`chain_mismatch` otherwise). */
  chainId: number;
}
export interface SendTransactionReturnType {
  hash: Hash;
  chainId: number;
}

const baseUnits = /^(0|[1-9]\d*)$/;

function invalid(message: string): WalletError {
  return new WalletError('invalid_request', { message });
}

/** Sends a native-coin transaction from the connected wallet; fees are estimated with the chain's settings. */
export async function sendTransaction(
  config: Config,
  { to, value, data, chainId }: SendTransactionParameters,
): Promise<SendTransactionReturnType> {
  if (!isAddress(to)) throw invalid(`Invalid recipient address: ${to}`);
  if (!baseUnits.test(value)) throw invalid(`Invalid amount in base units: ${value}`);
  if (data !== undefined && !isHex(data)) throw invalid('Invalid calldata');
  return withWalletErrors(async () => {
    const hash = await sendWagmiTransaction(config, {
      to,
      value: BigInt(value),
      chainId,
      ...(data === undefined ? {} : { data }),
    });
    return { hash, chainId };
  });
}
