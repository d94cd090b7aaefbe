import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { anvilAccount } from '../testing/anvil-accounts';
import { type SpawnedServer, spawnServer } from '../testing/server-process';
import { secretRedactor } from './rpc-url-redaction';

const PATH_KEY = 'pathKey7f3a9c1e5b2d8046';
const QUERY_KEY = 'queryKey4be27d91c0f35a6e';

describe('secretRedactor', () => {
  const redact = secretRedactor([`https://bsc.provider.example/v3/${PATH_KEY}?apikey=${QUERY_KEY}`]);

  it('keeps the host and takes out the path, the query and each key, wherever and however they appear', () => {
    const line = JSON.stringify({
      message: `URL: https://bsc.provider.example/v3/${PATH_KEY}?apikey=${QUERY_KEY}`,
      details: `upstream broke /v3/${PATH_KEY}?apikey=${QUERY_KEY}`,
      cause: { key: PATH_KEY, query: `apikey=${QUERY_KEY}`, encoded: encodeURIComponent(QUERY_KEY) },
    });
    const out = redact(line);
    expect(out).toContain('https://bsc.provider.example/***');
    expect(out).not.toContain(PATH_KEY);
    expect(out).not.toContain(QUERY_KEY);
    expect(redact('nothing secret here: https://bsc.provider.example')).toBe(
      'nothing secret here: https://bsc.provider.example',
    );
  });
});

/** A node that fails: 500 with the requested path echoed in the body, or 200 with garbage, in turn. */
async function failingNode(): Promise<Server> {
  let calls = 0;
  const server = createServer((req, res) => {
    req.resume();
    calls += 1;
    if (calls % 2 === 0) res.writeHead(200, { 'content-type': 'application/json' }).end(`<html>${req.url}`);
    else res.writeHead(500, { 'content-type': 'text/plain' }).end(`upstream broke ${req.url}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

describe('the server process with an RPC_URL carrying keys and a failing node', () => {
  let node: Server | undefined;
  let server: SpawnedServer | undefined;
  afterEach(async () => {
    server?.child.kill('SIGKILL');
    await server?.exited;
    await new Promise((resolve) => node?.close(resolve));
  });

  it('prints neither key in any line: watcher passes, an order placed, response bodies', async () => {
    node = await failingNode();
    const { port } = node.address() as AddressInfo;
    server = spawnServer({
      PORT: '0',
      CHAIN: 'local',
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'info',
      RPC_URL: `http://127.0.0.1:${port}/v3/${PATH_KEY}?apikey=${QUERY_KEY}`,
    });
    const url = await server.started;
    // Several watcher passes fail in full (each after its retries).
    await server.waitFor((out) => (out.match(/"event":"error"/g) ?? []).length >= 2);

    const account = anvilAccount(3);
    const post = async (path: string, body: unknown, token?: string) => {
      const res = await fetch(`${url}/api/v1${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
      return { status: res.status, text: await res.text() };
    };
    const code = await post('/client-user/get-code', { address: account.address });
    const { message } = JSON.parse(code.text).data;
    const signature = await account.signMessage({ message });
    const signedIn = await post('/client-user/challenge', { signature, address: account.address, message });
    expect(signedIn.status).toBe(200);
    const { token } = JSON.parse(signedIn.text).data;
    // An order asks nothing of the node (any wallet may pay through the contract): it is placed regardless.
    const purchase = await post('/purchase', { amount: (10n ** 18n).toString() }, token);
    expect(purchase.status).toBe(200);
    const health = await fetch(`${url}/api/v1/health`);
    const bodies = [code.text, signedIn.text, purchase.text, await health.text()].join('\n');

    const everything = `${server.output()}\n${bodies}`;
    expect(everything).toContain(`127.0.0.1:${port}`);
    expect(everything).not.toContain(PATH_KEY);
    expect(everything).not.toContain(QUERY_KEY);
  }, 240_000);
});
