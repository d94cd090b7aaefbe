import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** One JSON-RPC call as the proxy received it (and, once forwarded, the size of the node's answer). */
export type RpcCall = { method: string; params: unknown[]; bytes?: number };

/**
 * What the proxy does instead of forwarding: `timeout` never answers (until the proxy closes), `http-500`
 * answers 500 with a plain-text body, `drop` resets the connection, `null` answers `result: null` (a
 * load-balanced provider's backend that is behind), `limit-exceeded` a JSON-RPC error -32005 with HTTP 200.
 */
export type RpcFault = 'timeout' | 'http-500' | 'drop' | 'null' | 'limit-exceeded';

export type RpcProxy = {
  readonly url: string;
  /** Calls the node answered and the client got the answer of, in order. */
  readonly forwarded: readonly RpcCall[];
  /** Calls that met a fault instead. */
  readonly faulted: readonly (RpcCall & { fault: RpcFault })[];
  /** The next `times` calls matching `when` meet `fault` (Infinity: until `clearFaults`). */
  inject(rule: { when: (call: RpcCall) => boolean; fault: RpcFault; times?: number }): void;
  /** While on, every call meets `fault`: the node is unreachable. */
  outage(fault: RpcFault | false): void;
  clearFaults(): void;
  close(): Promise<void>;
};

/** The number of a full block read (eth_getBlockByNumber with its transactions), or undefined. */
export function fullBlockRead(call: RpcCall): bigint | undefined {
  const [block, withTransactions] = call.params;
  if (call.method !== 'eth_getBlockByNumber' || withTransactions !== true || typeof block !== 'string')
    return undefined;
  return block.startsWith('0x') ? BigInt(block) : undefined;
}

/** A header read (eth_getBlockByNumber without transactions) of a numbered block. */
export const isHeaderRead = (call: RpcCall) =>
  call.method === 'eth_getBlockByNumber' &&
  call.params[1] === false &&
  String(call.params[0]).startsWith('0x');

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A scripted JSON-RPC proxy on 127.0.0.1 in front of a node (anvil): forwards each call, or fails it as the
 * test scripted (timeouts, 5xx, reset connections, an outage), and records what reached the node, so a test
 * can count the blocks a watcher read again. Single calls only (viem's HTTP transport does not batch here).
 */
export async function startRpcProxy(target: string): Promise<RpcProxy> {
  const forwarded: RpcCall[] = [];
  const faulted: (RpcCall & { fault: RpcFault })[] = [];
  let rules: { when: (call: RpcCall) => boolean; fault: RpcFault; left: number }[] = [];
  let down: RpcFault | false = false;
  const sockets = new Set<Socket>();

  function faultFor(call: RpcCall): RpcFault | undefined {
    if (down) return down;
    const rule = rules.find((candidate) => candidate.left > 0 && candidate.when(call));
    if (!rule) return undefined;
    rule.left -= 1;
    return rule.fault;
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const body = await readBody(req);
    const parsed = JSON.parse(body) as { id?: unknown; method: string; params?: unknown[] };
    const call: RpcCall = { method: parsed.method, params: parsed.params ?? [] };
    const fault = faultFor(call);
    if (fault) {
      faulted.push({ ...call, fault });
      if (fault === 'drop') req.socket.destroy();
      else if (fault === 'http-500')
        res.writeHead(500, { 'content-type': 'text/plain' }).end('upstream failed');
      else if (fault === 'null' || fault === 'limit-exceeded') {
        const answer =
          fault === 'null'
            ? { result: null }
            : { error: { code: -32005, message: 'limit exceeded: too many requests' } };
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ jsonrpc: '2.0', id: parsed.id ?? null, ...answer }));
      }
      return; // timeout: no answer; the client gives up, or close() ends the socket
    }
    const answer = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    const text = await answer.text();
    // A client that gave up (timed out) before the answer never got it: not counted as read.
    if (req.socket.destroyed) return;
    forwarded.push({ ...call, bytes: Buffer.byteLength(text) });
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(text);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => req.socket.destroy());
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    forwarded,
    faulted,
    inject: ({ when, fault, times = 1 }) => {
      rules.push({ when, fault, left: times });
    },
    outage: (fault) => {
      down = fault;
    },
    clearFaults: () => {
      rules = [];
      down = false;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
