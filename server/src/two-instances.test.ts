import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Anvil, startAnvil } from './devnet/anvil';
import { devAccount } from './devnet/dev-accounts';
import { devnetWallet } from './devnet/devnet-wallet';
import { ensureDevnetPayments } from './devnet/payments-devnet';
import { anvilTreasury, readTestDatabaseUrl } from './env';
import { anvilAccount } from './testing/anvil-accounts';

/**
 * Two real API processes (`tsx server/src/index.ts`) on one PostgreSQL database and one devnet, as two
 * instances behind a proxy run: one signing secret, one migration run, one rate limit, one watcher leader.
 */
const postgresUrl = readTestDatabaseUrl();
const root = fileURLToPath(new URL('../..', import.meta.url));
/** What README "Running in production" promises for a killed leader on the devnet (poll 1 s). */
const TAKEOVER_LIMIT_MS = 10_000;

if (!postgresUrl) {
  console.warn(
    '\n!!! TWO-INSTANCE TEST SKIPPED: no PostgreSQL (DATABASE_URL_TEST unset; .ci/postgres.sh starts one)\n',
  );
}

// CI always has PostgreSQL (.ci/run starts it): there, a missing one is a failure, never a silent skip.
it.runIf(!postgresUrl && process.env.CI)('has PostgreSQL for the two-instance test in CI', () => {
  expect(postgresUrl, 'DATABASE_URL_TEST must be set in CI').toBeDefined();
});

// biome-ignore lint/suspicious/noExplicitAny: response bodies the test asserts on.
type Json = any;
type Instance = { name: string; url: string; child: ChildProcess; output: string[] };

describe.skipIf(!postgresUrl)('two API instances on one PostgreSQL', () => {
  const database = `dgrid_two_${randomBytes(4).toString('hex')}`;
  const databaseUrl = (() => {
    const url = new URL(postgresUrl ?? 'postgres://x/y');
    url.pathname = `/${database}`;
    return url.toString();
  })();
  const admin = () => new pg.Client({ connectionString: postgresUrl });
  let anvil: Anvil;
  const instances: Instance[] = [];
  const env = () => ({
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    CHAIN: 'local',
    DATABASE_URL: databaseUrl,
    DATABASE_URL_TEST: '',
    JWT_SECRET: randomSecret,
    // Both sit behind one origin (a proxy's): the token's issuer and audience.
    PUBLIC_ORIGIN: 'http://127.0.0.1:8080',
    RPC_URL: anvil.rpcUrl,
    RATE_LIMIT_GET_CODE_PER_IP: '6',
  });
  const randomSecret = randomBytes(32).toString('hex');

  const start = (name: string) =>
    new Promise<Instance>((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/index.ts'], {
        cwd: root,
        env: env(),
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const output: string[] = [];
      const timer = setTimeout(
        () => reject(new Error(`${name} did not start:\n${output.join('')}`)),
        150_000,
      );
      const onData = (chunk: Buffer) => {
        output.push(chunk.toString());
        // The start line is JSON (pino): { ..., "url": "http://127.0.0.1:<port>", "msg": "DGrid API started" }.
        const url = /"url":"(http:\/\/127\.0\.0\.1:\d+)"/.exec(output.join(''))?.[1];
        if (url) {
          clearTimeout(timer);
          const instance = { name, url, child, output };
          instances.push(instance);
          resolve(instance);
        }
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`${name} exited with ${code}:\n${output.join('')}`));
      });
    });

  /** One request on a fresh connection (no keep-alive: a killed or idle-closed socket is never reused). */
  const call = (instance: Instance, method: string, path: string, body?: unknown, token?: string) =>
    new Promise<{ status: number; body: Json }>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = request(
        `${instance.url}/api/v1${path}`,
        {
          method,
          agent: false,
          headers: {
            ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) }),
          );
        },
      );
      req.on('error', (error) =>
        reject(
          new Error(
            `${instance.name} did not answer (${error.message}); its output:\n${instance.output.join('')}`,
          ),
        ),
      );
      req.end(payload);
    });

  const until = async <T>(probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await probe();
      if (value !== undefined) return value;
      if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  beforeAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`CREATE DATABASE ${database}`);
    await client.end();
    anvil = await startAnvil();
    // What `npm start` does on the devnet: the payment contract the orders name as payTo.
    await ensureDevnetPayments(anvil.rpcUrl, anvilTreasury);
  }, 60_000);

  afterAll(async () => {
    for (const { child } of instances) if (child.exitCode === null) child.kill('SIGKILL');
    await anvil?.stop();
    const client = admin();
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => {});
    await client.end();
  }, 60_000);

  const alice = anvilAccount(4);
  let first: Instance;
  let second: Instance;
  let token = '';

  it('both starting at once migrate the empty database once, in one run', async () => {
    [first, second] = await Promise.all([start('A'), start('B')]);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query<{ runs: number; versions: number }>(
      'SELECT count(DISTINCT applied_at)::int AS runs, count(*)::int AS versions FROM schema_migrations',
    );
    await client.end();
    // One transaction applied every migration (now() is the transaction's start): the other found none left.
    expect(rows[0]?.runs).toBe(1);
    expect(rows[0]?.versions).toBeGreaterThanOrEqual(4);
  }, 300_000);

  it('a token from one instance works on the other', async () => {
    const [a, b] = [first, second];
    const code = await call(a, 'POST', '/client-user/get-code', { address: alice.address });
    const { message } = code.body.data;
    const signature = await alice.signMessage({ message });
    // Issued by A, signed in through B: neither kept the message, both know the secret.
    const session = await call(b, 'POST', '/client-user/challenge', {
      address: alice.address,
      message,
      signature,
    });
    expect(session.status).toBe(200);
    token = session.body.data.token;
    expect((await call(a, 'GET', '/me', undefined, token)).body.data.address).toBe(alice.address);
    expect((await call(b, 'GET', '/me', undefined, token)).status).toBe(200);
  });

  it('the rate limit holds for both together', async () => {
    const [a, b] = [first, second];
    // One get-code so far (the sign-in); the limit is 6 per minute for this client on both instances.
    const statuses: number[] = [];
    for (const instance of [b, a, b, a, b, a, b])
      statuses.push(
        (await call(instance, 'POST', '/client-user/get-code', { address: alice.address })).status,
      );
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });

  const payAndWait = async (via: Instance) => {
    const order = await call(via, 'POST', '/purchase', { amount: (10n ** 18n).toString() }, token);
    expect(order.status).toBe(200);
    const { orderId, payTo, value, reference } = order.body.data;
    const paidAt = Date.now();
    await devnetWallet(anvil.rpcUrl, devAccount(4)).payMined({ payTo, reference }, BigInt(value));
    await until(async () => {
      const history = await call(via, 'GET', '/me/purchase/history?size=100', undefined, token);
      const row = history.body.data.items.find((item: { orderId: string }) => item.orderId === orderId);
      return row?.status === 'paid' ? true : undefined;
    }, TAKEOVER_LIMIT_MS + 5_000);
    return Date.now() - paidAt;
  };

  it(`killing the watcher leader moves the watcher to the other within ${TAKEOVER_LIMIT_MS / 1000} s, crediting each payment once`, async () => {
    const [a, b] = [first, second];
    await payAndWait(a);
    // Kill A with no chance to clean up. Whichever led, B leads now; then restart A and kill B, the leader
    // for sure (it held the lock when A came back), so the last payment needs a real takeover by A.
    a.child.kill('SIGKILL');
    await payAndWait(b);
    const a2 = await start('A2');
    b.child.kill('SIGKILL');
    const takeoverMs = await payAndWait(a2);
    console.info(`two instances: watcher took over from a killed leader and credited in ${takeoverMs} ms`);
    expect(takeoverMs).toBeLessThan(TAKEOVER_LIMIT_MS);

    const history = await call(a2, 'GET', '/me/purchase/history?size=100', undefined, token);
    expect(history.body.data.items.map((item: { status: string }) => item.status)).toEqual([
      'paid',
      'paid',
      'paid',
    ]);
    // Three tokens bought, three units of power: nothing missed, nothing credited twice.
    expect((await call(a2, 'GET', '/me/mining', undefined, token)).body.data.power).toBe('3');
  }, 300_000);
});
