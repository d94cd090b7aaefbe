import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const entry = ['--import', 'tsx', 'server/src/index.ts'];

/** The environment a test process starts from: PATH only, so nothing of the developer's shell leaks in. */
const baseEnv = () => ({ PATH: process.env.PATH, DATA_DIR: 'memory://', PORT: '0' });

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
  output: string[];
  stop(): Promise<void>;
}

/** Starts `tsx server/src/index.ts` and resolves once its start line names the port. */
export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(process.execPath, entry, {
      cwd: root,
      env: { ...baseEnv(), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: string[] = [];
    const stop = () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      });
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`the server did not start:\n${output.join('')}`));
    }, 150_000);
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      const port = /"url":"http:\/\/[^"]*:(\d+)"/.exec(output.join(''))?.[1];
      if (port) {
        clearTimeout(timer);
        resolve({ port: Number(port), output, stop });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code}:\n${output.join('')}`));
    });
  });
}

/**
 * A JSON-RPC node that knows only the devnet's chain id and block 0, so a started process talks to nothing
 * outside the test (its watcher's other reads get an error and retry).
 */
export async function minimalDevnetRpc(): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
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
