import { builtInChainIconUrl } from '@/config/chain-metadata';
import type { WalletAccountView, WalletChainView, WalletViewData } from '@/ui/wallet/wallet-view-data';

const chain = (
  id: number,
  name: string,
  iconBackground: string,
  blockExplorerUrl?: string,
): WalletChainView => ({
  id,
  name,
  iconUrl: builtInChainIconUrl(id, name, iconBackground),
  iconBackground,
  ...(blockExplorerUrl ? { blockExplorerUrl } : {}),
});

export const chains = {
  bscTestnet: chain(97, 'BSC Testnet', '#ebac0e', 'https://testnet.bscscan.com'),
  bsc: chain(56, 'BSC', '#ebac0e', 'https://bscscan.com/'),
  ethereum: chain(1, 'Ethereum', '#484c50', 'https://etherscan.io'),
  local: chain(31337, 'Anvil', '#f9f7ec'),
} as const;

const known: readonly WalletChainView[] = Object.values(chains);

/** 1.2345 BNB in wei. */
const someBalance = { units: '1234500000000000000', decimals: 18, symbol: 'BNB' } as const;

function accountView(address: string, overrides: Partial<WalletAccountView> = {}): WalletAccountView {
  return { address, displayName: null, avatarUrl: null, balance: someBalance, ...overrides };
}

/**
 * The view data the composition root derives from the wallet watchers, here from the connection's own context:
 * the account when an address is known, the current chain by id, the configured chains in order.
 */
export function viewDataFor(
  connection: { address: string | null; chainId: number | null; supportedChainIds: readonly number[] },
  overrides: { account?: Partial<WalletAccountView>; appName?: string } = {},
): WalletViewData {
  const byId = (id: number) => known.find((entry) => entry.id === id) ?? chain(id, `Chain ${id}`, '#9ca3af');
  return {
    appName: overrides.appName ?? 'DGrid',
    account: connection.address ? accountView(connection.address, overrides.account) : null,
    currentChain: connection.chainId === null ? null : byId(connection.chainId),
    chains: connection.supportedChainIds.map(byId),
  };
}
