import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parseServerEnv } from '../server/src/env';
import { startServer } from '../server/src/index';
import { asyncDestination, createJsonLogger } from '../server/src/observability/logger';
import { startBareHono } from './bench/bare-hono';
import { benchChainClient } from './bench/bench-chain';
import { type BenchDatabase, benchPglite, benchPostgres } from './bench/bench-database';
import { creditPurchase, signInMany, signInSequence } from './bench/bench-users';
import { type Bounds, type Measurement, measure, type Scenario } from './bench/measure';
import { profiled } from './bench/profile-row';

/**
 * `npm run bench:api`: autocannon on loopback against the API's typical calls (a public read, a signed-in
 * read, a money-moving claim, an order, a sign-in) and, in the same run, a bare Hono handler returning
 * constant JSON on the same adapter: the ratio says what the API's own work costs. One table on PGlite and,
 * when DATABASE_URL is set, one on PostgreSQL (in a throwaway schema). The bare handler is measured between
 * every two rows and each row's ratio uses the bare rows either side of it, so each compares figures taken
 * under the same load; both servers are warmed up first and the heap collected between rows.
 * Every row counts successful requests only: any other answer makes the run exit 1 and names the row.
 */
const bounds: Bounds = {
  durationSeconds: Number(process.env.BENCH_SECONDS ?? 5),
  maxRequests: Number(process.env.BENCH_MAX_REQUESTS ?? 200_000),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
};
/**
 * Buyers for the order row: each may hold 10 open orders (the product rule), so the row has buyers × 10, and
 * more orders than 5 s take at a rate of 1,000 a second (with fewer, the row ends early and reads low).
 */
const buyers = Number(process.env.BENCH_BUYERS ?? 500);
const OPEN_ORDERS_PER_USER = 10;
/** Users claiming in turn, each with a paid purchase (power), as many people claim at once. */
const CLAIMERS = 20;
/** Limits of the bench's own server, raised where one client or one user calls far more than a person would. */
const benchLimits = {
  RATE_LIMIT_GET_CODE_PER_IP: '1000000',
  RATE_LIMIT_CHALLENGE_PER_IP: '1000000',
  RATE_LIMIT_CLAIMS_PER_USER: '1000000',
};
/**
 * Only the rows whose name contains BENCH_ONLY (each still beside its bare rows, after the same warm-up), and only
 * the database BENCH_TARGET names (`pglite` or `postgres`). With BENCH_PROFILE, each row (not its bare rows) is
 * profiled (scripts/bench/profile-row.ts).
 */
const only = process.env.BENCH_ONLY?.trim() || undefined;
/** Unmeasured load before the first bare row and on each read row (a row with a finite supply is not warmed). */
const warmUpBounds: Bounds = { ...bounds, durationSeconds: 1 };

/** A row and the bare figure its ratio is taken against. */
type Compared = Measurement & { bare: number; bareCpu: number };

/**
 * A full collection between rows, so that no row pays for the garbage of the one before it (its autocannon
 * histograms, its responses): without it the bare row after a table ran at half the rate of the one before.
 */
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
const onlyTarget = process.env.BENCH_TARGET?.trim() || undefined;

/** The machine's 1, 5 and 15 minute load averages: other work on a shared machine moves every figure. */
const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

function table(rows: Compared[]): string {
  const lines = rows.map((row) =>
    [
      row.name.padEnd(36),
      Math.round(row.requestsPerSecond).toLocaleString('en-US').padStart(9),
      row.p50Ms.toFixed(1).padStart(8),
      row.p99Ms.toFixed(1).padStart(8),
      (row.requestsPerSecond / row.bare).toFixed(2).padStart(8),
      String(row.total).padStart(9),
      Math.round(row.cpuMicrosPerRequest).toLocaleString('en-US').padStart(11),
      (row.bareCpu / row.cpuMicrosPerRequest).toFixed(2).padStart(10),
    ].join(''),
  );
  return [
    `${'endpoint'.padEnd(36)}${'req/s'.padStart(9)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'vs bare'.padStart(8)}${'requests'.padStart(9)}${'cpu µs/req'.padStart(11)}${'cpu ratio'.padStart(10)}`,
    ...lines,
  ].join('\n');
}

async function benchOne(target: BenchDatabase): Promise<Compared[]> {
  const config = parseServerEnv({
    PORT: '0',
    DATA_DIR: 'memory://',
    JWT_SECRET: randomBytes(32).toString('base64url'),
    ...benchLimits,
  });
  // Request logs at info through production's destination, to /dev/null (they would flood the terminal).
  const logger = createJsonLogger('info', asyncDestination('/dev/null'));
  const server = await startServer({
    config,
    db: target.db,
    watcher: false,
    logger,
    // The RPC is not what is measured: the chain checks the server makes answer in-process.
    chainClient: benchChainClient(config),
  });
  const bare = await startBareHono();
  try {
    const claimers = await signInMany(server, CLAIMERS);
    for (const claimer of claimers) await creditPurchase(server, claimer);
    const meToken = claimers[0]?.token ?? '';
    const shoppers = await signInMany(server, buyers);
    let claims = 0;
    const auth = (token: string) => ({ authorization: `Bearer ${token}` });
    // Distinct idempotency keys within the server's 5-minute window, one per request.
    let now = Date.now() - 4 * 60_000;
    let orders = 0;
    const api = `${server.url}/api/v1`;
    const json = { 'content-type': 'application/json' };
    const oneToken = (10n ** 18n).toString();
    const scenarios: Scenario[] = [
      { name: 'GET /public/mining-pools', url: `${api}/public/mining-pools`, requests: [{}], warmUp: true },
      {
        name: 'GET /me (bearer token)',
        url: `${api}/me`,
        requests: [{ headers: auth(meToken) }],
        warmUp: true,
      },
      {
        name: `POST /mining/claim (${CLAIMERS} users)`,
        url: `${api}/mining/claim`,
        requests: [
          {
            method: 'POST',
            setupRequest: (request) => ({
              ...request,
              headers: { ...json, ...auth(claimers[claims++ % CLAIMERS]?.token ?? '') },
              body: JSON.stringify({ now: now++ }),
            }),
          },
        ],
      },
      {
        name: `POST /purchase (${buyers} buyers)`,
        url: `${api}/purchase`,
        // A connection may build one request more than it sends: keep a margin below the supply.
        maxRequests: buyers * OPEN_ORDERS_PER_USER - 2 * bounds.connections,
        requests: [
          {
            method: 'POST',
            // Buyers in turn, as independent people order (10 in a row from one buyer would queue on that
            // buyer's account lock, which is what makes the open-order cap exact): each still gets at most 10.
            setupRequest: (request) => {
              const buyer = shoppers[orders++ % shoppers.length];
              return {
                ...request,
                headers: { ...json, ...auth(buyer?.token ?? '') },
                body: JSON.stringify({ amount: oneToken }),
              };
            },
          },
        ],
      },
      {
        name: 'sign-in (get-code + challenge)',
        url: `${api}/client-user/get-code`,
        requests: signInSequence('/api/v1'),
      },
    ];
    const bareRow = () =>
      measure({ name: '  bare Hono (constant JSON)', url: bare.url, requests: [{}] }, bounds);
    const selected = only ? scenarios.filter((s) => s.name.includes(only)) : scenarios;
    // Warm both servers' code paths (JIT) before anything counts: a first row otherwise pays for it.
    await measure({ name: 'warm-up', url: bare.url, requests: [{}] }, warmUpBounds);
    for (const scenario of selected.filter((s) => s.warmUp)) await measure(scenario, warmUpBounds);
    // A bare row beside every row: each row is compared with the bare rows just before and after it, so a
    // change of load (or of this process's heap) during the run moves both sides of its ratio alike.
    const results: Compared[] = [];
    collectGarbage();
    let bareBefore = await bareRow();
    const itself = (bareRow: Measurement) => ({
      ...bareRow,
      bare: bareRow.requestsPerSecond,
      bareCpu: bareRow.cpuMicrosPerRequest,
    });
    results.push(itself(bareBefore));
    for (const scenario of selected) {
      collectGarbage();
      const row = await profiled(`${target.db.kind}-${scenario.name}`, () => measure(scenario, bounds));
      collectGarbage();
      const bareAfter = await bareRow();
      results.push({
        ...row,
        bare: (bareBefore.requestsPerSecond + bareAfter.requestsPerSecond) / 2,
        bareCpu: (bareBefore.cpuMicrosPerRequest + bareAfter.cpuMicrosPerRequest) / 2,
      });
      results.push(itself(bareAfter));
      bareBefore = bareAfter;
    }
    return results;
  } finally {
    await bare.close();
    await server.close();
    logger.flush();
    await target.drop();
  }
}

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
  const targets = [
    ...(onlyTarget === 'postgres' ? [] : [benchPglite]),
    ...(databaseUrl && onlyTarget !== 'pglite' ? [() => benchPostgres(databaseUrl)] : []),
  ];
  console.info(
    `API benchmark: autocannon, ${bounds.connections} connections, ${bounds.durationSeconds} s and at most ` +
      `${bounds.maxRequests} requests per endpoint, 127.0.0.1, load generator in the same process.\n` +
      `Bench server: request logs at info to /dev/null, RPC answered in-process, limits raised: ` +
      `${Object.entries(benchLimits)
        .map(([k, v]) => `${k}=${v}`)
        .join(
          ' ',
        )} (orders keep theirs: ${buyers} buyers in turn × ${OPEN_ORDERS_PER_USER} open orders; claims by ${CLAIMERS} users in turn).` +
      `${databaseUrl ? '' : ' Set DATABASE_URL to add PostgreSQL.'}`,
  );
  let failed = false;
  for (const open of targets) {
    const target = await open();
    const loadBefore = loadAverage();
    const results = await benchOne(target);
    console.info(
      `\n${target.label} (vs bare: each row against the mean of the bare rows just before and after it; ` +
        `load average ${loadBefore} before, ${loadAverage()} after; cpu µs/req: this process's CPU time per ` +
        `request, server and load generator together, and cpu ratio the bare rows' over the row's, which a ` +
        `loaded machine moves far less than req/s)\n${table(results)}`,
    );
    for (const row of results.filter((r) => r.failures > 0)) {
      console.error(`INVALID ${row.name}: ${row.failures} failed requests (${row.failureDetail})`);
      failed = true;
    }
  }
  if (failed) console.error('\nSome rows had failed requests: their figures are not valid.');
  process.exitCode = failed ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
