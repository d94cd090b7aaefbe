import type { CountingProxy, RpcCounts } from './rpc-counter';
import { countsSince } from './rpc-counter';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the watcher spent between two moments, and how long that was. */
export type Phase = { counts: RpcCounts; seconds: number };

/** Counts from now until `done` resolves. */
export async function measure(proxy: CountingProxy, done: () => Promise<unknown>): Promise<Phase> {
  const from = proxy.counts();
  const start = performance.now();
  await done();
  return { counts: countsSince(from, proxy.counts()), seconds: (performance.now() - start) / 1000 };
}

/** Until the node has had no call for `quietMs`: the pass in flight, if any, is over. */
export async function quiet(proxy: CountingProxy, quietMs = 1_500): Promise<void> {
  while (performance.now() - proxy.lastCallAt() < quietMs) await sleep(100);
}

/** Until the watcher has read the logs up to `block` (with no payments, its pass's last call). */
export async function readUpTo(proxy: CountingProxy, block: bigint, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (proxy.logsReadUpTo() < block) {
    if (performance.now() > deadline)
      throw new Error(`the watcher did not read the logs up to block ${block}`);
    await sleep(100);
  }
}

/** Until the node gets a call again (the watcher's next pass) and that pass is over. */
export async function nextPass(proxy: CountingProxy, timeoutMs: number): Promise<void> {
  const calls = proxy.counts().calls;
  const deadline = performance.now() + timeoutMs;
  while (proxy.counts().calls === calls) {
    if (performance.now() > deadline) throw new Error('the watcher made no pass');
    await sleep(100);
  }
  await quiet(proxy);
}
