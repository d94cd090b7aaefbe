import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anvilAccount } from './testing/anvil-accounts';
import {
  freePort,
  minimalDevnetRpc,
  runServerToExit,
  type ServerProcess,
  startServerProcess,
} from './testing/server-process';

/**
 * The real process as an operator starts it, reached as a stranger would. No traffic leaves loopback: the
 * API listens on every interface and is dialled at 127.0.0.2, standing for an instance's network address; a
 * trusted proxy connects from 127.0.0.1 and a stranger straight from 127.0.0.3 (all of 127/8 is this machine).
 * server/README.md, "Running in production".
 */
const API_HOST = '127.0.0.2';
const PROXY = '127.0.0.1';
const STRANGER = '127.0.0.3';
const METRICS_TOKEN = 'f3a91c07be5d2486a0c9e1f7d35b8a64';

/** The status of one request sent from the `from` loopback address, or 'refused' when nothing listens. */
function statusOf(
  url: string,
  options: { from?: string; method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  return new Promise<number | 'refused'>((resolve) => {
    const req = request(
      url,
      { method: options.method ?? 'GET', headers: options.headers, localAddress: options.from ?? PROXY },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', () => resolve('refused'));
    req.end(options.body);
  });
}

describe('the server process on a network', { timeout: 200_000 }, () => {
  let rpc: Awaited<ReturnType<typeof minimalDevnetRpc>>;
  const running: ServerProcess[] = [];
  beforeAll(async () => {
    rpc = await minimalDevnetRpc();
  });
  afterAll(async () => {
    await Promise.all(running.map((server) => server.stop()));
    await rpc?.close();
  });

  it('counts a client that connects directly by its own address, whatever X-Forwarded-For it rotates', async () => {
    const metricsPort = await freePort();
    const server = await startServerProcess({
      RPC_URL: rpc.url,
      HOST: '0.0.0.0',
      TRUST_PROXY_HOPS: '1',
      TRUSTED_PROXIES: `${PROXY}/32`,
      RATE_LIMIT_GET_CODE_PER_IP: '3',
      METRICS_PORT: String(metricsPort),
    });
    running.push(server);
    const getCode = (from: string, forwardedFor: string) =>
      statusOf(`http://${API_HOST}:${server.port}/api/v1/client-user/get-code`, {
        from,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
        body: JSON.stringify({ address: anvilAccount(1).address }),
      });

    const direct: (number | 'refused')[] = [];
    for (let i = 1; i <= 5; i++) direct.push(await getCode(STRANGER, `198.51.100.${i}`));
    expect(direct).toEqual([200, 200, 200, 429, 429]);

    // Through the trusted proxy the address it appends is the client's: five clients, one request each.
    const viaProxy: (number | 'refused')[] = [];
    for (let i = 1; i <= 5; i++) viaProxy.push(await getCode(PROXY, `203.0.113.${i}`));
    expect(viaProxy).toEqual([200, 200, 200, 200, 200]);

    // Metrics stay on 127.0.0.1 unless METRICS_HOST says otherwise, and are not on the API's address.
    expect(await statusOf(`http://127.0.0.1:${metricsPort}/metrics`)).toBe(200);
    expect(await statusOf(`http://${API_HOST}:${metricsPort}/metrics`, { from: STRANGER })).toBe('refused');
    expect(await statusOf(`http://${API_HOST}:${server.port}/metrics`, { from: STRANGER })).toBe(404);
  });

  it('refuses to start with metrics on a public address without METRICS_TOKEN, in one line', async () => {
    const result = runServerToExit({
      RPC_URL: rpc.url,
      METRICS_PORT: String(await freePort()),
      METRICS_HOST: '0.0.0.0',
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Refusing to start: METRICS_HOST: 0\.0\.0\.0 .*METRICS_TOKEN/);
  });

  it('refuses to start with a TRUSTED_PROXIES entry that is no address or range, naming it', async () => {
    const result = runServerToExit({ RPC_URL: rpc.url, TRUSTED_PROXIES: '10.0.0.0/8,10.0.0.0/40' });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid server configuration: TRUSTED_PROXIES: .*10\.0\.0\.0\/40/);
  });

  it('with METRICS_HOST public and METRICS_TOKEN, /metrics answers 401 without the bearer token', async () => {
    const metricsPort = await freePort();
    const server = await startServerProcess({
      RPC_URL: rpc.url,
      METRICS_PORT: String(metricsPort),
      METRICS_HOST: API_HOST,
      METRICS_TOKEN,
    });
    running.push(server);
    const at = `http://${API_HOST}:${metricsPort}/metrics`;
    const asked = (authorization?: string) =>
      statusOf(at, { from: STRANGER, headers: authorization ? { authorization } : {} });
    expect(await asked()).toBe(401);
    expect(await asked(`Bearer ${METRICS_TOKEN.slice(1)}x`)).toBe(401);
    expect(await asked(METRICS_TOKEN)).toBe(401);
    expect(await asked(`Bearer ${METRICS_TOKEN}`)).toBe(200);
  });
});
