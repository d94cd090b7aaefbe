import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Anvil, startAnvil } from '../server/src/devnet/anvil';
import { devAccount } from '../server/src/devnet/dev-accounts';
import { ensureDevnetPayments } from '../server/src/devnet/payments-devnet';
import { anvilTreasury } from '../server/src/env';
import { type CountingProxy, countsSince, startCountingProxy } from './bench/rpc-counter';
import {
  type ApiProcess,
  awaitPaid,
  type Buyer,
  freePort,
  placeOrder,
  signIn,
  startApi,
  stopAllApis,
} from './bench/watcher-api';
import { devnetRpc, installBackgroundContracts, payOrder, trafficBlock } from './bench/watcher-chain';
import { kB, methods, perThousand, type Row, table, verdict } from './bench/watcher-report';

/**
 * `npm run bench:watcher` (issue 27, item 5): what the server's chain watcher costs in RPC calls and response
 * bytes, measured at a counting JSON-RPC proxy between the real API server process and a fresh anvil. The
 * server is driven only through its environment, its HTTP API and the chain, so the same bench measures any
 * watcher: orders are placed and paid the way `POST /purchase` says, crediting is read from the API.
 */
const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const BLOCKS = setting('BENCH_BLOCKS', 1000);
const TXS_PER_BLOCK = setting('BENCH_TXS_PER_BLOCK', 50);
const IDLE_SECONDS = setting('BENCH_IDLE_SECONDS', 30);
const BACKLOG_BLOCKS = setting('BENCH_BACKLOG_BLOCKS', 2000);
const PAYMENTS = setting('BENCH_PAYMENTS', 20);
const CREDIT_TIMEOUT_MS = setting('BENCH_CREDIT_TIMEOUT_SECONDS', 600) * 1000;
const TARGET_BLOCKS = 100_000;

const dataDir = mkdtempSync(join(tmpdir(), 'dgrid-bench-watcher-'));
let anvil: Anvil | undefined;
let proxy: CountingProxy | undefined;
let api: ApiProcess | undefined;

async function cleanUp(): Promise<void> {
  await stopAllApis().catch(() => {});
  await proxy?.close().catch(() => {});
  await anvil?.stop().catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
}

/** One port for both starts: the origin (JWT issuer and audience) must not change, or the sessions end. */
const serverEnv = (rpcUrl: string, port: number) => ({
  PORT: String(port),
  HOST: '127.0.0.1',
  // CHAIN=local: the watcher polls every second and credits at 1 confirmation, no finality wait.
  CHAIN: 'local',
  RPC_URL: rpcUrl,
  DATA_DIR: join(dataDir, 'api'),
  TREASURY_ADDRESS: anvilTreasury,
  // info: the start line (with the bound URL) is logged at info.
  LOG_LEVEL: 'info',
  ORDER_TTL_MINUTES: '1440',
  RATE_LIMIT_ORDERS_PER_USER: '1000',
  RATE_LIMIT_GET_CODE_PER_IP: '1000',
  RATE_LIMIT_CHALLENGE_PER_IP: '1000',
});

const say = (line: string) => console.info(`bench:watcher: ${line}`);
const seconds = (since: number) => (performance.now() - since) / 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(): Promise<void> {
  anvil = await startAnvil({});
  const rpc = devnetRpc(anvil.rpcUrl);
  await ensureDevnetPayments(anvil.rpcUrl, anvilTreasury);
  await installBackgroundContracts(rpc);
  await rpc('evm_setAutomine', [false]);
  say('devnet ready; starting the API server');
  proxy = await startCountingProxy(anvil.rpcUrl);
  const counter = proxy;
  const env = serverEnv(counter.url, await freePort());
  api = await startApi(env);
  say(`server on ${api.url}, anvil ${anvil.rpcUrl}, proxy ${counter.url}`);
  const buyers: Buyer[] = [];
  for (const index of [1, 2, 3]) buyers.push(await signIn(api.url, devAccount(index)));
  const buyer = (i: number) => buyers[i % buyers.length] as Buyer;
  const pay = async (url: string, who: Buyer) => {
    const order = await placeOrder(url, who);
    return { buyer: who, order, paid: () => payOrder(rpc, who.address, order) };
  };

  // The watcher has caught up when a payment in the newest block is credited: from then on, nothing of the
  // start (first scan, catching up) is counted.
  const start = await pay(api.url, buyer(0));
  await start.paid();
  await awaitPaid(api.url, [start], CREDIT_TIMEOUT_MS);
  say(`watcher at the head; idle for ${IDLE_SECONDS} s`);
  await sleep(2000);
  const idleFrom = counter.counts();
  await sleep(IDLE_SECONDS * 1000);
  const idle = countsSince(idleFrom, counter.counts());

  // Scenario 1: the end is marked by one payment in the block after the traffic, credited.
  const end = await pay(api.url, buyer(0));
  say(`steady: ${BLOCKS} blocks of ${TXS_PER_BLOCK} transactions`);
  const steadyFrom = counter.counts();
  const steadyStart = performance.now();
  for (let block = 0; block < BLOCKS; block++) await trafficBlock(rpc, TXS_PER_BLOCK, block);
  await end.paid();
  await awaitPaid(api.url, [end], CREDIT_TIMEOUT_MS);
  const steady: Row = {
    scenario: `steady: ${TXS_PER_BLOCK} txs/block, no payments`,
    blocks: BLOCKS + 1,
    counts: countsSince(steadyFrom, counter.counts()),
    seconds: seconds(steadyStart),
  };

  // Scenario 2: orders placed, the server stopped, a backlog with the payments spread through it mined.
  say(`backlog: ${PAYMENTS} orders, server stopped, mining`);
  const backlog = [];
  for (let i = 0; i < PAYMENTS; i++) backlog.push(await pay(api.url, buyer(i)));
  await api.stop();
  api = undefined;
  const gap = Math.max(0, Math.floor(BACKLOG_BLOCKS / PAYMENTS) - 1);
  const mineStart = performance.now();
  for (const payment of backlog) {
    if (gap > 0) await rpc('anvil_mine', [`0x${gap.toString(16)}`]);
    await payment.paid();
  }
  const backlogBlocks = backlog.length * (gap + 1);
  say(`backlog: ${backlogBlocks} blocks mined in ${seconds(mineStart).toFixed(0)} s (anvil)`);
  const backlogFrom = counter.counts();
  const backlogStart = performance.now();
  api = await startApi(env);
  const startSeconds = seconds(backlogStart);
  await awaitPaid(api.url, backlog, CREDIT_TIMEOUT_MS);
  const caughtUp: Row = {
    scenario: `backlog: ${PAYMENTS} payments, server start`,
    blocks: backlogBlocks,
    counts: countsSince(backlogFrom, counter.counts()),
    seconds: seconds(backlogStart),
    startSeconds,
  };
  await api.stop();
  api = undefined;
  report(idle, steady, caughtUp);
}

function report(idle: ReturnType<typeof countsSince>, steady: Row, backlog: Row): void {
  const perMinute = 60 / IDLE_SECONDS;
  const extrapolated = backlog.blocks < TARGET_BLOCKS;
  const start = backlog.startSeconds ?? 0;
  // The server's start does not grow with the backlog: only the time after it is scaled.
  const backlogSeconds = extrapolated
    ? start + ((backlog.seconds - start) * TARGET_BLOCKS) / backlog.blocks
    : backlog.seconds;
  const steadyCalls = perThousand(steady.counts.calls, steady.blocks);
  const steadyBytes = perThousand(steady.counts.bytes, steady.blocks);
  console.info(
    [
      '',
      'Watcher benchmark: the real API server (CHAIN=local: 1 s poll, 1 confirmation), RPC_URL a counting proxy',
      'in front of a fresh anvil; calls count each call of a batch, bytes are JSON-RPC response bodies.',
      `steady: counted from a credited payment in the newest block (the watcher at the head) to the credit of`,
      `  one payment in the block after ${steady.blocks - 1} traffic blocks (so ${steady.blocks} blocks; the watcher followed the chain as it grew).`,
      `backlog: counted from the server's start (startup included) until all ${PAYMENTS} payments were credited (the server's`,
      `  start line took ${start.toFixed(1)} s of it); empty blocks (anvil_mine) but the payments.`,
      '',
      table([steady, backlog]),
      '',
      `idle at the head: ${((idle.calls * perMinute) | 0).toLocaleString('en-US')} calls and ${kB(idle.bytes * perMinute)} a minute (${IDLE_SECONDS} s measured: ${methods(idle)})`,
      `steady less idle polling for its ${steady.seconds.toFixed(0)} s (an estimate of what grows with blocks, not time): ` +
        `${perThousand(steady.counts.calls - (idle.calls * steady.seconds) / IDLE_SECONDS, steady.blocks).toFixed(1)} calls, ` +
        `${kB(perThousand(steady.counts.bytes - (idle.bytes * steady.seconds) / IDLE_SECONDS, steady.blocks))} per 1,000 blocks`,
      `steady calls by method: ${methods(steady.counts)}`,
      `backlog calls by method: ${methods(backlog.counts)}`,
      '',
      `target ≤ 5 calls per 1,000 blocks, no payments: ${steadyCalls.toFixed(1)}: ${verdict(steadyCalls <= 5)}`,
      `target ≤ 50 kB per 1,000 blocks, no payments: ${kB(steadyBytes)}: ${verdict(steadyBytes <= 50_000)}`,
      `target backlog of ${TARGET_BLOCKS.toLocaleString('en-US')} blocks in < 60 s: ${backlogSeconds.toFixed(0)} s` +
        `${extrapolated ? ` (EXTRAPOLATED linearly from ${backlog.blocks.toLocaleString('en-US')} blocks)` : ''}: ${verdict(backlogSeconds < 60)}`,
    ].join('\n'),
  );
}

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    interrupted = true;
    console.error(`\n${signal}: stopping the server and anvil, deleting ${dataDir}`);
    void cleanUp().finally(() => process.exit(130));
  });

main()
  .then(cleanUp)
  .catch(async (error: unknown) => {
    if (interrupted) return;
    console.error(
      `bench:watcher failed (the run is invalid): ${error instanceof Error ? error.message : error}`,
    );
    await cleanUp();
    process.exit(1);
  });
