import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { Config } from '@wagmi/core';
import type { Address } from 'viem';
import { getBalance } from '@/api/chain/get-balance';
import { resolveName } from '@/api/chain/resolve-name';

/** Names change rarely: 10 minutes fresh, one retry (docs/wallet-behaviour.md, section 9). */
const NAME_STALE_MS = 600_000;
const BALANCE_STALE_MS = 15_000;

/** One key per call and its arguments, so each account and chain is cached apart. */
const walletQueryKeys = {
  balance: (chainId: number, address: string) =>
    ['wallet', 'balance', chainId, address.toLowerCase()] as const,
  name: (address: string) => ['wallet', 'name', address.toLowerCase()] as const,
};

/** Reads an account's balance on a chain again (the wallet system asks once a pending transaction settles). */
export const balanceRefresher =
  (queryClient: QueryClient) =>
  ({ address, chainId }: { address: string; chainId: number }) =>
    void queryClient.invalidateQueries({ queryKey: walletQueryKeys.balance(chainId, address) });

/** The native balance of an account on a chain, as the chain layer returns it (decimal strings, no bigint). */
export function balanceQuery(config: Config, address: string, chainId: number) {
  return queryOptions({
    queryKey: walletQueryKeys.balance(chainId, address),
    queryFn: () => getBalance(config, { address: address as Address, chainId }),
    staleTime: BALANCE_STALE_MS,
    retry: 1,
  });
}

/** The account's name and avatar (ENS or the name service); never rejects, nulls when there is none. */
export function nameQuery(config: Config, address: string) {
  return queryOptions({
    queryKey: walletQueryKeys.name(address),
    queryFn: () => resolveName(config, { address: address as Address }),
    staleTime: NAME_STALE_MS,
    retry: 1,
  });
}
