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
  close(): Promise<void>;
};

type Call = { method?: string; params?: [{ toBlock?: string }?] };

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
  const server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      lastCallAt = performance.now();
      const parsed = JSON.parse(body) as Call | Call[];
      const logsTo: bigint[] = [];
      for (const call of [parsed].flat()) {
        const method = String(call.method);
        total.calls += 1;
        total.byMethod[method] = (total.byMethod[method] ?? 0) + 1;
        const toBlock = call.params?.[0]?.toBlock;
        if (method === 'eth_getLogs' && toBlock?.startsWith('0x')) logsTo.push(BigInt(toBlock));
      }
      const answer = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      const text = await answer.text();
      total.bytes += Buffer.byteLength(text);
      if (answer.ok && !text.includes('"error"')) for (const to of logsTo) if (to > readUpTo) readUpTo = to;
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
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
