import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';

export type AnvilOptions = {
  /** 0 (the default) lets the OS pick a free port; tests must never use a fixed one. */
  port?: number;
  chainId?: number;
  /** Seconds between blocks; without it every transaction is mined at once (automine). */
  blockTime?: number;
  /** Loads the chain from this file when it exists and writes it back on exit (and every few seconds). */
  statePath?: string;
  /** Receives anvil's own log lines (block mined, transaction, ...); dropped when absent. */
  onLog?: (line: string) => void;
  readyTimeoutMs?: number;
};

export type Anvil = {
  readonly rpcUrl: string;
  readonly port: number;
  readonly chainId: number;
  readonly pid: number;
  stop(): Promise<void>;
};

const host = '127.0.0.1';
const platformPackages: Record<string, string> = {
  'linux-x64': '@foundry-rs/anvil-linux-amd64',
  'linux-arm64': '@foundry-rs/anvil-linux-arm64',
  'darwin-x64': '@foundry-rs/anvil-darwin-amd64',
  'darwin-arm64': '@foundry-rs/anvil-darwin-arm64',
};

/** The anvil binary of @foundry-rs/anvil for this platform, run directly so its PID is the node itself. */
export function anvilBinaryPath(): string {
  const key = `${process.platform}-${process.arch}`;
  const name = platformPackages[key];
  if (!name) throw new Error(`@foundry-rs/anvil ships no binary for ${key}`);
  const require = createRequire(import.meta.url);
  const binary = join(dirname(require.resolve(`${name}/package.json`)), 'bin', 'anvil');
  if (!existsSync(binary)) throw new Error(`anvil binary missing at ${binary}: reinstall @foundry-rs/anvil`);
  return binary;
}

function anvilArguments(options: AnvilOptions, chainId: number): string[] {
  const args = ['--host', host, '--port', String(options.port ?? 0), '--chain-id', String(chainId)];
  if (options.blockTime !== undefined) args.push('--block-time', String(options.blockTime));
  if (options.statePath !== undefined) args.push('--state', options.statePath, '--state-interval', '5');
  return args;
}

/** Resolves with the port anvil prints once it listens; rejects with its output if it exits first. */
function waitForListening(child: ChildProcess, onLog: (line: string) => void, timeoutMs: number) {
  return new Promise<number>((resolve, reject) => {
    const output: string[] = [];
    let port: number | undefined;
    const fail = (reason: string) => {
      clearTimeout(timer);
      reject(new Error(`anvil did not start: ${reason}\n${output.slice(-8).join('\n')}`.trim()));
    };
    const timer = setTimeout(() => fail(`no "Listening on" line within ${timeoutMs} ms`), timeoutMs);
    const onLine = (line: string) => {
      if (port === undefined) {
        output.push(line);
        const match = /Listening on [\d.]+:(\d+)/.exec(line);
        if (match?.[1]) {
          port = Number(match[1]);
          clearTimeout(timer);
          resolve(port);
        }
      } else onLog(line);
    };
    if (child.stdout) createInterface({ input: child.stdout }).on('line', onLine);
    if (child.stderr) createInterface({ input: child.stderr }).on('line', onLine);
    child.once('error', (error) => fail(error.message));
    child.once('exit', (code, signal) => {
      if (port === undefined) fail(`exited with ${signal ?? `code ${code}`}`);
    });
  });
}

/** Asks the node for its chain id until it answers; anvil listens a moment before it serves. */
async function waitForRpc(rpcUrl: string, timeoutMs = 10_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
        signal: AbortSignal.timeout(1_000),
      });
      const body = (await response.json()) as { result?: string };
      if (typeof body.result === 'string') return Number.parseInt(body.result, 16);
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`no JSON-RPC answer from ${rpcUrl}: ${String(error)}`);
    }
    if (Date.now() > deadline) throw new Error(`no JSON-RPC answer from ${rpcUrl}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

function stopProcess(child: ChildProcess, graceMs = 5_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Starts anvil on 127.0.0.1 and resolves once its JSON-RPC answers. The node is killed when this process
 * exits, so a crashed test run leaves no devnet behind.
 */
export async function startAnvil(options: AnvilOptions = {}): Promise<Anvil> {
  const chainId = options.chainId ?? 31337;
  const child = spawn(anvilBinaryPath(), anvilArguments(options, chainId), {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  try {
    const port = await waitForListening(child, options.onLog ?? (() => {}), options.readyTimeoutMs ?? 15_000);
    const rpcUrl = `http://${host}:${port}`;
    const answeredChainId = await waitForRpc(rpcUrl, options.readyTimeoutMs ?? 15_000);
    if (answeredChainId !== chainId)
      throw new Error(`anvil answers chain ${answeredChainId}, not ${chainId}`);
    if (child.pid === undefined) throw new Error('anvil has no process id');
    return {
      rpcUrl,
      port,
      chainId,
      pid: child.pid,
      stop: async () => {
        await stopProcess(child);
        process.removeListener('exit', killOnExit);
      },
    };
  } catch (error) {
    await stopProcess(child, 1_000);
    process.removeListener('exit', killOnExit);
    throw error;
  }
}
