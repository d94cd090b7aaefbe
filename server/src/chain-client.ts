import { type Chain, createPublicClient, http, type PublicClient, type Transport } from 'viem';
import { anvil, bsc, bscTestnet } from 'viem/chains';
import type { ChainKey, ServerConfig } from './env';

/** A viem public client on the configured chain: SIWE verification (EOA, EIP-1271, ERC-6492) and health. */
export type ChainClient = PublicClient<Transport, Chain>;

const viemChains: Record<ChainKey, Chain> = { local: anvil, 'bsc-testnet': bscTestnet, bsc };

export function chainFor(config: Pick<ServerConfig, 'chain'>): Chain {
  const base = viemChains[config.chain.key];
  return { ...base, rpcUrls: { default: { http: [config.chain.rpcUrl] } } };
}

export function createChainClient(config: Pick<ServerConfig, 'chain'>): ChainClient {
  return createPublicClient({
    chain: chainFor(config),
    transport: http(config.chain.rpcUrl, { timeout: 10_000, retryCount: 1 }),
  });
}
