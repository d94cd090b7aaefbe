import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createServer as createHttpServer, type Server } from 'node:http';
import { type AddressInfo, createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/** The real entry point (`tsx server/src/index.ts`) as a child process, for tests about the process itself. */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const entry = ['--import', 'tsx', 'server/src/index.ts'];

/** The environment a test process starts from: PATH only, so nothing of the developer's shell leaks in. */
const baseEnv = () => ({ PATH: process.env.PATH ?? '', DATA_DIR: 'memory://', PORT: '0' });

/** A loopback port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** A spawned server with everything it prints. */
export type SpawnedServer = {
  child: ChildProcess;
  /** stdout and stderr together, as printed so far. */
  output(): string;
  /** Resolves with the bound URL once the start line is printed; rejects with the output if it exits first. */
  started: Promise<string>;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | NodeJS.Signals | null>;
  /** Waits until `test` holds for the output (polled), or fails with the output after `timeoutMs`. */
  waitFor(test: (output: string) => boolean, timeoutMs?: number): Promise<void>;
};

/**
 * Spawns the server with exactly `env` (plus PATH), or runs `wrap` (e.g. `unshare --pid --fork`) around it.
 * Starting takes seconds, more on a busy machine: callers give generous timeouts.
 */
const START_URL = /"url":"(http:\/\/[^"]+:\d+)"/;

export function spawnServer(env: Record<string, string>, wrap: string[] = []): SpawnedServer {
  const command = [...wrap, process.execPath, ...entry];
  const child = spawn(command[0] as string, command.slice(1), {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const append = (chunk: Buffer) => {
    text += chunk.toString();
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  );
  const waitFor = async (test: (output: string) => boolean, timeoutMs = 120_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!test(text)) {
      if (Date.now() > deadline) throw new Error(`not seen within ${timeoutMs} ms; output:\n${text}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const started = new Promise<string>((resolve, reject) => {
    exited.then((code) => reject(new Error(`the server exited (${code}) before starting:\n${text}`)));
    // The start line is JSON (pino): { ..., "url": "http://<host>:<port>", "msg": "DGrid API started" }.
    waitFor((out) => START_URL.test(out), 150_000).then(
      () => resolve(START_URL.exec(text)?.[1] as string),
      reject,
    );
  });
  started.catch(() => {});
  return { child, output: () => text, started, exited, waitFor };
}

/** The real entry point run to its exit: status and what it printed. */
export function runServerToExit(env: Record<string, string>) {
  const result = spawnSync(process.execPath, entry, {
    cwd: root,
    encoding: 'utf8',
    timeout: 120_000,
    env: { ...baseEnv(), ...env },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

export interface ServerProcess {
  /** The API's port, as the start line names it. */
  port: number;
  output(): string;
  stop(): Promise<void>;
}

/** Starts the server with `env` over an in-memory database on a free port; resolves once it serves. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const server = spawnServer({ ...baseEnv(), ...env });
  const stop = async () => {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  };
  const url = await server.started.catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { port: Number(new URL(url).port), output: server.output, stop };
}

/**
 * A JSON-RPC node that knows only the devnet's chain id and block 0, so a started process talks to nothing
 * outside the test (its watcher's other reads get an error and retry).
 */
export async function minimalDevnetRpc(): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createHttpServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const calls = [JSON.parse(body || '{}')].flat() as { id: number; method: string }[];
      const answers = calls.map(({ id, method }) =>
        method === 'eth_chainId'
          ? { jsonrpc: '2.0', id, result: '0x7a69' }
          : method === 'eth_blockNumber'
            ? { jsonrpc: '2.0', id, result: '0x0' }
            : { jsonrpc: '2.0', id, error: { code: -32601, message: 'not here' } },
      );
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(Array.isArray(JSON.parse(body || '{}')) ? answers : answers[0]));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
