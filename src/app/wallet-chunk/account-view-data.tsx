import { useQuery } from '@tanstack/react-query';
import type { Config } from '@wagmi/core';
import { type ReactNode, useMemo } from 'react';
import { type ChainEntry, describeChain, describeChainId } from '@/config/chain-metadata';
import { site } from '@/config/site';
import { ConnectionActor } from '@/ui/actors/connection-context';
import { type WalletChainView, WalletViewDataContext } from '@/ui/wallet/wallet-view-data';
import { balanceQuery, nameQuery } from './wallet-queries';

const viewOf = ({ id, name, iconUrl, iconBackground, blockExplorerUrl }: ChainEntry): WalletChainView => ({
  id,
  name,
  iconUrl,
  iconBackground,
  ...(blockExplorerUrl ? { blockExplorerUrl } : {}),
});

/** A chain the wallet is on: a configured one as configured, any other by its well-known name or its id. */
function chainView(config: Config, chainId: number): WalletChainView {
  const configured = config.chains.find((chain) => chain.id === chainId);
  return configured ? viewOf(describeChain(configured)) : describeChainId(chainId);
}

/**
 * The account data no statechart owns, for the wallet views: balance, name and avatar from the chain through the
 * query cache (keyed per account and chain), the current chain and the configured chains.
 */
export function AccountViewData({ config, children }: { config: Config; children: ReactNode }) {
  const address = ConnectionActor.useSelector((snapshot) => snapshot.context.address);
  const chainId = ConnectionActor.useSelector((snapshot) => snapshot.context.chainId);
  const supported = chainId !== null && config.chains.some((chain) => chain.id === chainId);
  const balance = useQuery({
    ...balanceQuery(config, address ?? '', chainId ?? 0),
    enabled: address !== null && supported,
  });
  const name = useQuery({ ...nameQuery(config, address ?? ''), enabled: address !== null });
  const chains = useMemo(() => config.chains.map((chain) => viewOf(describeChain(chain))), [config]);

  const value = useMemo(
    () => ({
      appName: site.brand,
      account: address
        ? {
            address,
            displayName: name.data?.name ?? null,
            avatarUrl: name.data?.avatarUrl ?? null,
            balance:
              supported && balance.data
                ? { units: balance.data.value, decimals: balance.data.decimals, symbol: balance.data.symbol }
                : null,
          }
        : null,
      currentChain: chainId === null ? null : chainView(config, chainId),
      chains,
    }),
    [address, chainId, supported, balance.data, name.data, chains, config],
  );
  return <WalletViewDataContext value={value}>{children}</WalletViewDataContext>;
}
