import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the server asked the node, counted by the proxy: calls (each call of a batch counts), bytes answered. */
export type RpcCounts = { calls: number; bytes: number; byMethod: Record<string, number> };

export type CountingProxy = {
  url: string;
  counts(): RpcCounts;
  /** The highest `toBlock` an answered eth_getLogs covered (-1 before any): how far the watcher has read. */
  logsReadUpTo(): bigint;
  /** performance.now() of the last call the proxy received (0 before any). */
  lastCallAt(): number;
  /** performance.now() of the first call of `method` received at or after `since` (undefined: none yet). */
  firstCallAt(method: string, since: number): number | undefined;
  /** The block ranges of the answered eth_getLogs calls received at or after `since`, in order. */
  logRangesSince(since: number): LogRange[];
  close(): Promise<void>;
};

/** The blocks one eth_getLogs covered, both ends included. */
export type LogRange = { from: bigint; to: bigint };

type Call = { method?: string; params?: [{ fromBlock?: string; toBlock?: string }?] };
type Received = { at: number; method: string; range?: LogRange };

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The calls and bytes between two readings of the same proxy. */
export function countsSince(before: RpcCounts, after: RpcCounts): RpcCounts {
  const byMethod: Record<string, number> = {};
  for (const [method, n] of Object.entries(after.byMethod)) {
    const delta = n - (before.byMethod[method] ?? 0);
    if (delta > 0) byMethod[method] = delta;
  }
  return { calls: after.calls - before.calls, bytes: after.bytes - before.bytes, byMethod };
}

/** A JSON-RPC proxy on 127.0.0.1 in front of `target` that forwards everything and counts it. */
export async function startCountingProxy(target: string): Promise<CountingProxy> {
  const total: RpcCounts = { calls: 0, bytes: 0, byMethod: {} };
  let readUpTo = -1n;
  let lastCallAt = 0;
  const received: Received[] = [];
  const server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      lastCallAt = performance.now();
      const parsed = JSON.parse(body) as Call | Call[];
      const ranges: LogRange[] = [];
      const calls: Received[] = [];
      for (const call of [parsed].flat()) {
        const method = String(call.method);
        total.calls += 1;
        total.byMethod[method] = (total.byMethod[method] ?? 0) + 1;
        const { fromBlock, toBlock } = call.params?.[0] ?? {};
        const range =
          method === 'eth_getLogs' && fromBlock?.startsWith('0x') && toBlock?.startsWith('0x')
            ? { from: BigInt(fromBlock), to: BigInt(toBlock) }
            : undefined;
        if (range) ranges.push(range);
        calls.push({ at: lastCallAt, method, range });
      }
      const answer = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      const text = await answer.text();
      total.bytes += Buffer.byteLength(text);
      // A refused or failed eth_getLogs read nothing: its range is not counted as read.
      const answered = answer.ok && !text.includes('"error"');
      if (answered) for (const { to } of ranges) if (to > readUpTo) readUpTo = to;
      received.push(...calls.map((call) => (answered ? call : { ...call, range: undefined })));
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(text);
    })().catch(() => req.socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    counts: () => ({ ...total, byMethod: { ...total.byMethod } }),
    logsReadUpTo: () => readUpTo,
    lastCallAt: () => lastCallAt,
    firstCallAt: (method, since) => {
      const times = received
        .filter((call) => call.at >= since && call.method === method)
        .map((call) => call.at);
      return times.length > 0 ? Math.min(...times) : undefined;
    },
    logRangesSince: (since) =>
      received.flatMap((call) => (call.at >= since && call.range ? [call.range] : [])),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
