import { type Chain, http, type Transport } from 'viem';
import { anvil, bsc, bscTestnet, mainnet } from 'viem/chains';
import { env } from './env';
import type { ChainKey } from './env-schema';

/**
 * viem's estimate multiplies the latest base fee by this before adding the priority fee, so a
 * transaction survives a few base-fee rises between estimate and inclusion. Below 1 it would
 * under-price every transaction, so a lower value is a configuration error.
 */
export const defaultBaseFeeMultiplier = 1.2;
/**
 * EIP-4844 blob limit per transaction. viem 2.x fixes it (constants/blob: 6 blobs, and `toBlobs`
 * throws beyond that many blobs' worth of data); no chain setting changes it. Payments here carry no blobs.
 */
export const maxBlobsPerTransaction = 6;
/** Receipt waits give up after this long and count the transaction as failed (docs/wallet-behaviour.md, section 11). */
export const receiptTimeoutMs = 300_000;

/** The local devnet is anvil on loopback: chain id 31337. */
const localDevnet: Chain = { ...anvil, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } };

/** Public chain definitions the product can run on, by configuration key. */
const chainsByKey: Readonly<Record<ChainKey, Chain>> = {
  local: localDevnet,
  'bsc-testnet': bscTestnet,
  bsc,
};

/** Ethereum mainnet: only ever used to resolve names (ENS). */
const namesChain: Chain = mainnet;

export interface ChainSetupInput {
  chainKey: ChainKey;
  /** Overrides the configured chain's public RPC endpoint. */
  rpcUrl?: string | undefined;
  /** Overrides the public mainnet endpoint used for names. */
  mainnetRpcUrl?: string | undefined;
}

export interface ChainSetup {
  /** The one chain the app transacts on. */
  chain: Chain;
  /** Mainnet with its endpoint, for names only; not offered to wallets as a network. */
  namesChain: Chain;
  /** One transport per chain id: the configured chain and mainnet. */
  transports: Record<number, Transport>;
}

function withRpcUrl(chain: Chain, rpcUrl: string | undefined): Chain {
  if (!rpcUrl) return chain;
  // Wallets receive rpcUrls.default when asked to add the chain, so the override goes on the chain itself.
  return { ...chain, rpcUrls: { ...chain.rpcUrls, default: { http: [rpcUrl] } } };
}

function firstRpcUrl(chain: Chain): string | undefined {
  return chain.rpcUrls.default.http[0];
}

/** The configured chain, mainnet for names, and a transport for each of the two. */
export function resolveChainSetup({ chainKey, rpcUrl, mainnetRpcUrl }: ChainSetupInput): ChainSetup {
  const chain = withRpcUrl(chainsByKey[chainKey], rpcUrl);
  const names = withRpcUrl(namesChain, mainnetRpcUrl);
  return {
    chain,
    namesChain: names,
    transports: {
      [chain.id]: http(firstRpcUrl(chain)),
      [names.id]: http(firstRpcUrl(names)),
    },
  };
}

/** The product's chain setup, from the validated environment. */
export const chainSetup: ChainSetup = resolveChainSetup({
  chainKey: env.VITE_CHAIN,
  rpcUrl: env.VITE_RPC_URL,
  mainnetRpcUrl: env.VITE_MAINNET_RPC_URL,
});
