import type { Config } from '@wagmi/core';
import type { Address } from 'viem';
import { type FetchServiceNameParameters, fetchServiceName } from './fetch-service-name';

/** Ethereum mainnet, where ENS lives. */
const mainnetId = 1;

export interface ResolveNameParameters extends FetchServiceNameParameters {
  address: Address;
}
export interface ResolveNameReturnType {
  name: string | null;
  /** The ENS avatar image URL; the name service has none. */
  avatarUrl: string | null;
}

/**
 * The display name (and avatar) of an address: ENS on mainnet when mainnet is among the configured
 * chains, otherwise the name-resolution service. Never rejects: no name resolves to nulls.
 */
export async function resolveName(
  config: Config,
  parameters: ResolveNameParameters,
): Promise<ResolveNameReturnType> {
  if (config.chains.some((chain) => chain.id === mainnetId)) {
    const { resolveEnsName } = await import('./resolve-ens-name');
    return resolveEnsName(config, parameters.address);
  }
  return { name: await fetchServiceName(parameters), avatarUrl: null };
}
