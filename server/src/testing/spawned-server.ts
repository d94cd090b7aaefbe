import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** The real entry point (`tsx server/src/index.ts`) as a child process, with everything it prints. */
export type ServerProcess = {
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
export function spawnServer(env: Record<string, string>, wrap: string[] = []): ServerProcess {
  const command = [...wrap, process.execPath, '--import', 'tsx', 'server/src/index.ts'];
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
    // The start line is JSON (pino): { ..., "url": "http://127.0.0.1:<port>", "msg": "DGrid API started" }.
    waitFor((out) => /"url":"http:\/\/127\.0\.0\.1:\d+"/.test(out), 150_000).then(
      () => resolve(/"url":"(http:\/\/127\.0\.0\.1:\d+)"/.exec(text)?.[1] as string),
      reject,
    );
  });
  started.catch(() => {});
  return { child, output: () => text, started, exited, waitFor };
}
