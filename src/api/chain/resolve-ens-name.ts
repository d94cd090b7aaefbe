import { type Config, getEnsAvatar, getEnsName } from '@wagmi/core';
import type { Address } from 'viem';
import { mainnet } from 'viem/chains';

/**
 * Reverse ENS on mainnet: the primary name, then its avatar. Kept in its own module so the ENS code
 * is only downloaded by deployments that configure mainnet (resolve-name.ts imports it lazily).
 */
export async function resolveEnsName(
  config: Config,
  address: Address,
): Promise<{ name: string | null; avatarUrl: string | null }> {
  const name = await getEnsName(config, { address, chainId: mainnet.id }).catch(() => null);
  if (!name) return { name: null, avatarUrl: null };
  const avatarUrl = await getEnsAvatar(config, { name, chainId: mainnet.id }).catch(() => null);
  return { name, avatarUrl };
}
