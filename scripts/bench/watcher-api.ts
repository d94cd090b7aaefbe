import { spawn } from 'node:child_process';
import { type AddressInfo, createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { privateKeyToAccount } from 'viem/accounts';
import type { DevAccount } from '../../server/src/devnet/dev-accounts';
import type { Order } from './watcher-chain';

/**
 * The real API server process (`server/src/index.ts`), driven only through its environment and HTTP API.
 * `pause` stops it (SIGSTOP: no timer fires, no call is made) until `resume` (SIGCONT).
 */
export type ApiProcess = { url: string; stop(): Promise<void>; pause(): void; resume(): void };

/** A loopback port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** Servers started and not yet stopped, also those still starting, so an interrupted run stops them all. */
const running = new Set<() => Promise<void>>();

export async function stopAllApis(): Promise<void> {
  await Promise.all([...running].map((stop) => stop()));
}

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Spawns `tsx server/src/index.ts` with exactly `env` (plus PATH); resolves once its start line names its URL. */
export async function startApi(env: Record<string, string>): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/index.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill);
  let output = '';
  const exited = new Promise<number | string | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  );
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      child.kill('SIGCONT'); // a paused server gets its SIGTERM once it runs again
      await exited;
    }
    process.removeListener('exit', kill);
    running.delete(stop);
  };
  running.add(stop);
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
      const match = /"url":"(http:\/\/[^"]+:\d+)"/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    exited.then((code) => reject(new Error(`the API server exited (${code}) before starting:\n${output}`)));
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  exited.then((code) => {
    if (code !== 0 && code !== 'SIGTERM') console.error(`the API server exited (${code}):\n${output}`);
  });
  return { url, stop, pause: () => child.kill('SIGSTOP'), resume: () => child.kill('SIGCONT') };
}

async function call(url: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${url}/api/v1${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await response.json()) as { code: number; data: Record<string, unknown> };
  if (json.code !== 200) throw new Error(`${path} answered ${JSON.stringify(json)}`);
  return json.data;
}

/** A buyer signed in with a devnet key: get-code, the message signed, challenge. */
export type Buyer = { address: string; token: string };

export async function signIn(url: string, account: DevAccount): Promise<Buyer> {
  const signer = privateKeyToAccount(account.privateKey);
  const code = await call(url, '/client-user/get-code', { address: signer.address });
  const message = String(code.message);
  const signature = await signer.signMessage({ message });
  const session = await call(url, '/client-user/challenge', { address: signer.address, message, signature });
  return { address: signer.address, token: String(session.token) };
}

/** An order of one token. */
export async function placeOrder(url: string, buyer: Buyer): Promise<Order> {
  const order = await call(url, '/purchase', { amount: (10n ** 18n).toString() }, buyer.token);
  return { reference: order.reference, payTo: order.payTo, value: String(order.value) } as Order;
}

/** The references of `buyer`'s orders the API reports `paid`. */
async function paidReferences(url: string, buyer: Buyer): Promise<Set<string>> {
  const page = await call(url, '/me/purchase/history?page=1&size=100', undefined, buyer.token);
  const items = page.items as { reference: string; status: string }[];
  return new Set(items.filter((item) => item.status === 'paid').map((item) => item.reference));
}

/** Waits until every order in `orders` shows `paid`; throws after `timeoutMs` naming how many did. */
export async function awaitPaid(
  url: string,
  orders: { buyer: Buyer; order: Order }[],
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const buyers = [...new Set(orders.map((entry) => entry.buyer))];
  for (;;) {
    const paid = new Set<string>();
    for (const buyer of buyers) for (const ref of await paidReferences(url, buyer)) paid.add(ref);
    const done = orders.filter((entry) => paid.has(entry.order.reference)).length;
    if (done === orders.length) return;
    if (Date.now() > deadline)
      throw new Error(`only ${done} of ${orders.length} payments were credited within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
