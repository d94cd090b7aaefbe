import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type Anvil, startAnvil } from '../devnet/anvil';
import { parseServerEnv } from '../env';
import { type RunningServer, startServer } from '../index';
import { type RpcProxy, startRpcProxy } from '../testing/rpc-proxy';
import { spawnServer } from '../testing/server-process';

/** A JSON-RPC node that serves chain 31337 (anvil's id) and nothing else. */
async function nodeOfChain31337(): Promise<Server> {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const { id } = JSON.parse(body) as { id: number };
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ jsonrpc: '2.0', id, result: '0x7a69' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

describe('the node serves the configured chain', () => {
  let node: Server | undefined;
  let anvil: Anvil | undefined;
  let proxy: RpcProxy | undefined;
  let running: RunningServer | undefined;
  afterEach(async () => {
    await running?.close();
    await proxy?.close();
    await anvil?.stop();
    await new Promise((resolve) => (node ? node.close(resolve) : resolve(undefined)));
    running = proxy = anvil = node = undefined;
  });

  it('the process refuses to start on CHAIN=bsc with a node serving chain 31337, in one line', async () => {
    node = await nodeOfChain31337();
    const { port } = node.address() as AddressInfo;
    const server = spawnServer({
      CHAIN: 'bsc',
      PORT: '0',
      DATA_DIR: 'memory://',
      RPC_URL: `http://127.0.0.1:${port}/v3/node-key-0123456789`,
      TREASURY_ADDRESS: '0x1111111111111111111111111111111111111111',
      PAYMENTS_CONTRACT: '0x2222222222222222222222222222222222222222',
      PUBLIC_ORIGIN: 'https://app.example',
      JWT_SECRET: '9f3a7c1e5b2d8046af19c3e7d5b0428e6c1fa937b5d2e0846c9af13e7b5d2c08',
    });
    expect(await Promise.race([server.exited, server.started.then(() => 'started')])).toBe(1);
    const lines = server.output().trim().split('\n');
    expect(lines).toEqual([
      `Refusing to start: RPC_URL (http://127.0.0.1:${port}) serves chain 31337, but CHAIN expects chain 56`,
    ]);
  }, 200_000);
  it('/health answers from the watcher reading, and reports a chain that changes later (non-200, reason)', async () => {
    anvil = await startAnvil();
    proxy = await startRpcProxy(anvil.rpcUrl);
    const config = parseServerEnv({
      PORT: '0',
      DATA_DIR: 'memory://',
      JWT_SECRET: 'chain-check-test-secret-0123456789abcdef',
      RPC_URL: proxy.url,
      LOG_LEVEL: 'silent',
    });
    running = await startServer({ config, watcher: { pollMs: 600_000 } });
    const watcher = running.watcher;
    // Twice: the loop's first tick may come in between; after it, the next is 10 minutes away.
    await watcher?.scanNow();
    await watcher?.scanNow();
    const health = async () => {
      const res = await fetch(`${running?.url}/api/v1/health`);
      return { status: res.status, body: await res.json() };
    };
    expect(await health()).toMatchObject({ status: 200, body: { data: { chain: { id: 31337 } } } });
    // No RPC call per request: twenty requests read what the watcher last read.
    const calls = proxy.forwarded.length;
    for (let i = 0; i < 20; i++) expect((await health()).status).toBe(200);
    expect(proxy.forwarded.length).toBe(calls);

    await fetch(anvil.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_setChainId', params: [56] }),
    });
    // The watcher's next tick sees it, scans nothing, and /health says why.
    await expect(watcher?.scanNow()).rejects.toThrow('serves chain 56, but CHAIN expects chain 31337');
    expect(await health()).toEqual({
      status: 502,
      body: {
        code: 502,
        error: 'The chain RPC serves chain 56, not the configured 31337',
        data: null,
        details: { reason: 'wrong_chain', expected: 31337, served: 56 },
      },
    });
  }, 200_000);
});
