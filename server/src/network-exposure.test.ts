import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anvilAccount } from './testing/anvil-accounts';
import {
  minimalDevnetRpc,
  nonLoopbackIpv4,
  runServerToExit,
  type ServerProcess,
  startServerProcess,
} from './testing/server-process';

/**
 * The real process as an operator starts it, reached as a stranger would: directly on the machine's own
 * network address (not loopback) when it has one. server/README.md, "Running in production".
 */
const external = nonLoopbackIpv4();
const METRICS_TOKEN = 'f3a91c07be5d2486a0c9e1f7d35b8a64';

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '0.0.0.0', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

const reachable = (url: string, init?: RequestInit) =>
  fetch(url, init).then(
    (res) => res.status,
    () => 'refused' as const,
  );

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
    // Without a second interface, loopback stands for the stranger: it is then no trusted proxy.
    const server = await startServerProcess({
      RPC_URL: rpc.url,
      HOST: external ? '0.0.0.0' : '127.0.0.1',
      TRUST_PROXY_HOPS: '1',
      ...(external ? {} : { TRUSTED_PROXIES: '10.0.0.0/8' }),
      RATE_LIMIT_GET_CODE_PER_IP: '3',
      METRICS_PORT: String(metricsPort),
    });
    running.push(server);
    const getCode = (host: string, forwardedFor: string) =>
      fetch(`http://${host}:${server.port}/api/v1/client-user/get-code`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
        body: JSON.stringify({ address: anvilAccount(1).address }),
      }).then((res) => res.status);

    const direct = external ?? '127.0.0.1';
    const statuses: number[] = [];
    for (let i = 1; i <= 5; i++) statuses.push(await getCode(direct, `198.51.100.${i}`));
    expect(statuses).toEqual([200, 200, 200, 429, 429]);

    if (external) {
      // Through the proxy (loopback, trusted by default) the address it appends is the client's.
      const viaProxy: number[] = [];
      for (let i = 1; i <= 5; i++) viaProxy.push(await getCode('127.0.0.1', `203.0.113.${i}`));
      expect(viaProxy).toEqual([200, 200, 200, 200, 200]);

      // Metrics stay on loopback unless METRICS_HOST says otherwise, and off the API port on 0.0.0.0.
      expect(await reachable(`http://127.0.0.1:${metricsPort}/metrics`)).toBe(200);
      expect(await reachable(`http://${external}:${metricsPort}/metrics`)).toBe('refused');
      expect(await reachable(`http://${external}:${server.port}/metrics`)).toBe(404);
    }
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
      METRICS_HOST: '0.0.0.0',
      METRICS_TOKEN,
    });
    running.push(server);
    const at = `http://${external ?? '127.0.0.1'}:${metricsPort}/metrics`;
    expect(await reachable(at)).toBe(401);
    expect(await reachable(at, { headers: { authorization: `Bearer ${METRICS_TOKEN.slice(1)}x` } })).toBe(
      401,
    );
    expect(await reachable(at, { headers: { authorization: METRICS_TOKEN } })).toBe(401);
    expect(await reachable(at, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).toBe(200);
  });
});
