import { type Socket, connect as tcpConnect } from 'node:net';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { paymentsRuntimeCode } from './contracts/payments-artifact';
import { parseServerEnv } from './env';
import { type RunningServer, startServer } from './index';
import { createJsonLogger } from './observability/logger';
import { fakeChainClient } from './testing/fake-chain';
import { freePort } from './testing/server-process';

/** Outside the devnet, with the settings the start refusals ask for (server/README.md). */
const production = {
  PORT: '0',
  DATA_DIR: 'memory://',
  CHAIN: 'bsc',
  RPC_URL: 'https://rpc.example',
  PUBLIC_ORIGIN: 'https://app.example',
  TREASURY_ADDRESS: '0x1111111111111111111111111111111111111111',
  PAYMENTS_CONTRACT: '0x2222222222222222222222222222222222222222',
  JWT_SECRET: '9f3a7c1e5b2d8046af19c3e7d5b0428e6c1fa937b5d2e0846c9af13e7b5d2c08',
};

/** The JSON lines the server logs, kept for the test to read. */
function capturedLog() {
  const lines: { msg: string; level: string }[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: createJsonLogger('info', destination) };
}

async function start(env: Record<string, string>, logger = capturedLog().logger): Promise<RunningServer> {
  const config = parseServerEnv({ ...production, ...env });
  // The scrape asks the chain for its head: a chain in this process, never the RPC_URL above.
  // At PAYMENTS_CONTRACT, the payment contract paying TREASURY_ADDRESS: the start check passes.
  const code = new Map([[config.paymentsContract.toLowerCase(), paymentsRuntimeCode(config.treasury)]]);
  return startServer({ config, watcher: false, chainClient: fakeChainClient(config, { code }), logger });
}

// Each test opens an in-memory database and migrates it: seconds on a quiet machine, more under load.
describe('the server process outside the devnet', { timeout: 90_000 }, () => {
  let running: RunningServer | undefined;
  afterEach(async () => {
    await running?.close();
    running = undefined;
  });

  it('serves /metrics on METRICS_PORT alone, without a token there, and not on the API port', async () => {
    const metricsPort = await freePort();
    running = await start({ METRICS_PORT: String(metricsPort) });
    const scrape = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(scrape.status).toBe(200);
    expect(scrape.headers.get('content-type')).toContain('text/plain; version=0.0.4');
    expect(await scrape.text()).toContain('dgrid_orders{status="awaiting_payment"} 0');
    // Only metrics there: the API is not reachable through the metrics port.
    expect((await fetch(`http://127.0.0.1:${metricsPort}/api/v1/health`)).status).toBe(404);
    expect((await fetch(`${running.url}/metrics`)).status).toBe(404);
    expect((await fetch(`${running.url}/api/v1/health`)).status).toBe(200);
  });

  it('with METRICS_PORT and METRICS_TOKEN, the metrics port asks for the token', async () => {
    const metricsPort = await freePort();
    const token = 'metrics-token-metrics-token-metrics-token';
    running = await start({ METRICS_PORT: String(metricsPort), METRICS_TOKEN: token });
    expect((await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).status).toBe(401);
    const scrape = await fetch(`http://127.0.0.1:${metricsPort}/metrics`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(scrape.status).toBe(200);
  });

  it('stops by the shutdown deadline when a client keeps a request open, and says so', async () => {
    const { lines, logger } = capturedLog();
    const server = await start({ SHUTDOWN_TIMEOUT_SECONDS: '1' }, logger);
    // A client that sent half a request and went quiet: the connection is busy, never idle, so a plain
    // close would wait for it forever.
    const { port } = new URL(server.url);
    const socket: Socket = tcpConnect(Number(port), '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write(
      'POST /api/v1/client-user/get-code HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"addr',
    );
    const cut = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.on('error', () => undefined);
    await server.close();
    await cut;
    expect(lines).toContainEqual(
      expect.objectContaining({ level: 'warn', msg: 'shutdown deadline passed: closing connections' }),
    );
    // The port is free again: nothing of the server is left listening.
    await expect(fetch(server.url)).rejects.toThrow();
  });

  it('stops without waiting for the deadline when no request is open', async () => {
    const { lines, logger } = capturedLog();
    const server = await start({ SHUTDOWN_TIMEOUT_SECONDS: '600' }, logger);
    expect((await fetch(`${server.url}/api/v1/health`)).status).toBe(200);
    await server.close();
    expect(lines.map((line) => line.msg)).not.toContain('shutdown deadline passed: closing connections');
  });
});
