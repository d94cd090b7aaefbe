import { type Config, getBalance as getWagmiBalance } from '@wagmi/core';
import { type Address, formatUnits } from 'viem';
import { withWalletErrors } from './wallet-errors';

export interface GetBalanceParameters {
  address: Address;
  /** The chain to read on; the app's current chain by default. */
  chainId?: number;
}
export interface GetBalanceReturnType {
  /** Base units as a decimal string (no bigint leaves this layer). */
  value: string;
  /** The same amount in whole coins, as an exact decimal string (e.g. "1.5"). */
  formatted: string;
  symbol: string;
  decimals: number;
}

/** The native coin balance of an address. */
export async function getBalance(
  config: Config,
  { address, chainId }: GetBalanceParameters,
): Promise<GetBalanceReturnType> {
  return withWalletErrors(async () => {
    const balance = await getWagmiBalance(config, chainId === undefined ? { address } : { address, chainId });
    return {
      value: balance.value.toString(),
      formatted: formatUnits(balance.value, balance.decimals),
      symbol: balance.symbol,
      decimals: balance.decimals,
    };
  });
}
