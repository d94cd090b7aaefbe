import { spawn } from 'node:child_process';
import { anvilBinaryPath } from '../../server/src/devnet/anvil';
import { freePort } from './watcher-api';

/**
 * How the bench's anvil (the same @foundry-rs/anvil 1.7.1 binary as `npm start`) differs from the devnet's, and
 * why: anvil 1.7.1 spends longer on each block the longer its chain (1.3 s for the first 1,000 empty blocks,
 * 12.6 s for the sixth 1,000 here), because under Prague it keeps every block's hash in the EIP-2935 history
 * contract's storage and rebuilds the state tries and a retained state per block (foundry-rs/foundry#15715,
 * fixed after 1.7.1), so a 100,000-block backlog took hours to mine. Cancun (the hardfork the payment contract
 * is compiled for) has no EIP-2935 storage and --prune-history keeps no per-block state: 1,000 empty blocks in
 * 0.04 s at any height. Blocks, headers and logs stay whole (eth_getBlockByNumber and eth_getLogs answer for
 * every block); only historical state (eth_call at an old block) is dropped, which the watcher never asks for.
 */
export const BENCH_ANVIL_FLAGS = ['--hardfork', 'cancun', '--prune-history'] as const;

export type BenchAnvil = { rpcUrl: string; stop(): Promise<void> };

async function chainIdOf(rpcUrl: string): Promise<number | undefined> {
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(1_000),
    });
    const { result } = (await response.json()) as { result?: string };
    return result === undefined ? undefined : Number.parseInt(result, 16);
  } catch {
    return undefined;
  }
}

/** Starts anvil on 127.0.0.1 (chain 31337, the devnet's) with BENCH_ANVIL_FLAGS; killed when this process exits. */
export async function startBenchAnvil(timeoutMs = 15_000): Promise<BenchAnvil> {
  const port = await freePort();
  const args = ['--host', '127.0.0.1', '--port', String(port), '--chain-id', '31337', '--quiet'];
  const child = spawn(anvilBinaryPath(), [...args, ...BENCH_ANVIL_FLAGS], { stdio: 'ignore' });
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    process.removeListener('exit', kill);
  };
  const rpcUrl = `http://127.0.0.1:${port}`;
  const deadline = performance.now() + timeoutMs;
  while ((await chainIdOf(rpcUrl)) !== 31337) {
    if (performance.now() > deadline || child.exitCode !== null) {
      await stop();
      throw new Error(`anvil did not answer on ${rpcUrl} as chain 31337`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { rpcUrl, stop };
}
