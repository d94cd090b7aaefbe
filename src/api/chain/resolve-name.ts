import { type Config, getEnsAvatar, getEnsName } from '@wagmi/core';
import type { Address } from 'viem';
import { mainnet } from 'viem/chains';
import { type FetchServiceNameParameters, fetchServiceName } from './fetch-service-name';

export interface ResolveNameParameters extends FetchServiceNameParameters {
  address: Address;
}
export interface ResolveNameReturnType {
  name: string | null;
  /** The ENS avatar image URL; the name service has none. */
  avatarUrl: string | null;
}
export type ResolveNameErrorType = never;

async function resolveOnMainnet(config: Config, address: Address): Promise<ResolveNameReturnType> {
  const name = await getEnsName(config, { address, chainId: mainnet.id }).catch(() => null);
  if (!name) return { name: null, avatarUrl: null };
  const avatarUrl = await getEnsAvatar(config, { name, chainId: mainnet.id }).catch(() => null);
  return { name, avatarUrl };
}

/**
 * The display name (and avatar) of an address: ENS on mainnet when mainnet is among the configured
 * chains, otherwise the name-resolution service. Never rejects: no name resolves to nulls.
 */
export async function resolveName(
  config: Config,
  parameters: ResolveNameParameters,
): Promise<ResolveNameReturnType> {
  if (config.chains.some((chain) => chain.id === mainnet.id)) {
    return resolveOnMainnet(config, parameters.address);
  }
  return { name: await fetchServiceName(parameters), avatarUrl: null };
}
