import { createPublicClient, custom } from 'viem';
import { type ChainClient, chainFor } from '../../server/src/chain-client';
import type { ServerConfig } from '../../server/src/env';

/** The chain as the bench needs it, answered in-process: the RPC is not what is measured. */
export function benchChainClient(config: Pick<ServerConfig, 'chain'>): ChainClient {
  const request = async ({ method }: { method: string }) => {
    if (method === 'eth_chainId') return `0x${config.chain.id.toString(16)}`;
    if (method === 'eth_getCode') return '0x';
    if (method === 'eth_blockNumber') return '0x1';
    throw Object.assign(new Error(`bench chain: ${method} not supported`), { code: -32601 });
  };
  return createPublicClient({ chain: chainFor(config), transport: custom({ request }, { retryCount: 0 }) });
}
