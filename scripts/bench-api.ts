import { randomBytes } from 'node:crypto';
import { privateKeyToAccount } from 'viem/accounts';
import { devAccount } from '../server/src/devnet/dev-accounts';
import { parseServerEnv } from '../server/src/env';
import { type RunningServer, startServer } from '../server/src/index';
import { creditPaidOrder } from '../server/src/ledger/credit-paid-order';
import { startBareHono } from './bench/bare-hono';
import { type BenchDatabase, benchPglite, benchPostgres } from './bench/bench-database';
import { type Bounds, type Measurement, measure } from './bench/measure';

/**
 * `npm run bench:api`: autocannon on loopback against three API calls (a public read, a signed-in read, a
 * money-moving claim with a fresh `now` each time) and, in the same run, a bare Hono handler returning
 * constant JSON on the same adapter: the ratio says what the API's own work costs. One table on PGlite and,
 * when DATABASE_URL is set, one on PostgreSQL (in a throwaway schema); the bare handler is measured again
 * before each table so each ratio compares figures taken under the same machine load. Bounded in time and count.
 */
const bounds: Bounds = {
  durationSeconds: Number(process.env.BENCH_SECONDS ?? 5),
  maxRequests: Number(process.env.BENCH_MAX_REQUESTS ?? 200_000),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
};

async function call(server: RunningServer, path: string, body: unknown, token?: string) {
  const response = await fetch(`${server.url}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { code: number; data: Record<string, string> };
  if (json.code !== 200) throw new Error(`${path} answered ${JSON.stringify(json)}`);
  return json.data;
}

/** A real sign-in (SIWE message signed with a dev key), then a paid order so the claim has power to settle. */
async function signedInBuyer(server: RunningServer): Promise<string> {
  const account = privateKeyToAccount(devAccount(1).privateKey);
  const code = await call(server, '/client-user/get-code', { address: account.address });
  const signature = await account.signMessage({ message: String(code.message) });
  const session = await call(server, '/client-user/challenge', {
    address: account.address,
    message: String(code.message),
    signature,
  });
  const token = String(session.token);
  const order = await call(server, '/purchase', { amount: (1000n * 10n ** 18n).toString() }, token);
  const credited = await creditPaidOrder(
    server.db,
    {
      reference: String(order.reference),
      from: account.address,
      value: BigInt(String(order.value)),
      txHash: `0x${randomBytes(32).toString('hex')}`,
      blockNumber: 1n,
      blockTimestamp: new Date(),
      chainId: server.config.chain.id,
    },
    { rules: server.config.ledger },
  );
  if (credited !== 'credited') throw new Error(`the bench order was not credited: ${credited}`);
  return token;
}

function table(rows: Measurement[]): string {
  const bare = rows[0]?.requestsPerSecond ?? 1;
  const lines = rows.map((row) =>
    [
      row.name.padEnd(34),
      Math.round(row.requestsPerSecond).toLocaleString('en-US').padStart(9),
      row.p99Ms.toFixed(1).padStart(8),
      (row.requestsPerSecond / bare).toFixed(2).padStart(8),
      String(row.total).padStart(9),
    ].join(''),
  );
  return [
    `${'endpoint'.padEnd(34)}${'req/s'.padStart(9)}${'p99 ms'.padStart(8)}${'vs bare'.padStart(8)}${'requests'.padStart(9)}`,
    ...lines,
  ].join('\n');
}

async function benchOne(target: BenchDatabase): Promise<Measurement[]> {
  const config = parseServerEnv({
    PORT: '0',
    DATA_DIR: 'memory://',
    // One JSON line per request would flood the terminal between the tables.
    LOG_LEVEL: 'warn',
    JWT_SECRET: randomBytes(32).toString('base64url'),
  });
  const server = await startServer({ config, db: target.db, watcher: false });
  const bare = await startBareHono();
  try {
    const token = await signedInBuyer(server);
    const auth = { authorization: `Bearer ${token}` };
    // Distinct idempotency keys within the server's 5-minute window, one per request.
    let now = Date.now() - 4 * 60_000;
    const api = `${server.url}/api/v1`;
    const scenarios = [
      { name: 'bare Hono (constant JSON)', url: bare.url },
      { name: 'GET /public/mining-pools', url: `${api}/public/mining-pools` },
      { name: 'GET /me (bearer token)', url: `${api}/me`, headers: auth },
      {
        name: 'POST /mining/claim (fresh now)',
        url: `${api}/mining/claim`,
        method: 'POST' as const,
        headers: auth,
        body: () => ({ now: now++ }),
      },
    ];
    const results: Measurement[] = [];
    for (const scenario of scenarios) results.push(await measure(scenario, bounds));
    return results;
  } finally {
    await bare.close();
    await server.close();
    await target.drop();
  }
}

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
  const targets = [benchPglite, ...(databaseUrl ? [() => benchPostgres(databaseUrl)] : [])];
  console.info(
    `API benchmark: autocannon, ${bounds.connections} connections, ${bounds.durationSeconds} s and at most ` +
      `${bounds.maxRequests} requests per endpoint, 127.0.0.1, load generator on the same cores` +
      `${databaseUrl ? '' : ' (set DATABASE_URL to add PostgreSQL)'}`,
  );
  let failed = false;
  for (const open of targets) {
    const target = await open();
    const results = await benchOne(target);
    console.info(`\n${target.label}\n${table(results)}`);
    for (const row of results.filter((r) => r.failures > 0)) {
      console.error(`${row.name}: ${row.failures} failed requests: the figures are invalid`);
      failed = true;
    }
  }
  process.exitCode = failed ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
