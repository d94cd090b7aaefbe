import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { devAccount } from '../server/src/devnet/dev-accounts';
import { ensureDevnetPayments } from '../server/src/devnet/payments-devnet';
import { anvilTreasury } from '../server/src/env';
import { BENCH_ANVIL_FLAGS, type BenchAnvil, startBenchAnvil } from './bench/bench-anvil';
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
import { mineBacklog } from './bench/watcher-backlog';
import { devnetRpc, installBackgroundContracts, payOrder, trafficBlock } from './bench/watcher-chain';
import { measure, nextPass, quiet, readUpTo } from './bench/watcher-phases';
import { report } from './bench/watcher-report';

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
/** The server's WATCHER_IDLE_POLL_SECONDS in this run: long enough for the 1,000 blocks to fit in one. */
const IDLE_POLL_SECONDS = setting('BENCH_IDLE_POLL_SECONDS', 90);
const BACKLOG_BLOCKS = setting('BENCH_BACKLOG_BLOCKS', 100_000);
const PAYMENTS = setting('BENCH_PAYMENTS', 20);
/** Seeds the payments' heights in the backlog: the same heights every run unless changed. */
const SEED = setting('BENCH_SEED', 27);
const CREDIT_TIMEOUT_MS = setting('BENCH_CREDIT_TIMEOUT_SECONDS', 600) * 1000;

const dataDir = mkdtempSync(join(tmpdir(), 'dgrid-bench-watcher-'));
let anvil: BenchAnvil | undefined;
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
  WATCHER_IDLE_POLL_SECONDS: String(IDLE_POLL_SECONDS),
  // info: the start line (with the bound URL) is logged at info.
  LOG_LEVEL: 'info',
  ORDER_TTL_MINUTES: '1440',
  RATE_LIMIT_ORDERS_PER_USER: '1000',
  RATE_LIMIT_GET_CODE_PER_IP: '1000',
  RATE_LIMIT_CHALLENGE_PER_IP: '1000',
});

const say = (line: string) => console.info(`bench:watcher: ${line}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(): Promise<void> {
  anvil = await startBenchAnvil();
  const rpc = devnetRpc(anvil.rpcUrl);
  await ensureDevnetPayments(anvil.rpcUrl, anvilTreasury);
  await installBackgroundContracts(rpc);
  await rpc('evm_setAutomine', [false]);
  say(`devnet ready (anvil ${BENCH_ANVIL_FLAGS.join(' ')}); starting the API server`);
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
  const head = async () => BigInt((await rpc('eth_blockNumber')) as string);
  const traffic = async () => {
    for (let block = 0; block < BLOCKS; block++) await trafficBlock(rpc, TXS_PER_BLOCK, block);
  };
  const idleWait = (IDLE_POLL_SECONDS + 60) * 1000;

  // No order at all: the first pass reads up to the head, then the watcher idles.
  await readUpTo(counter, await head(), CREDIT_TIMEOUT_MS);
  await quiet(counter);
  say(`no order awaiting payment: one idle interval (${IDLE_POLL_SECONDS} s) at the head`);
  const idle = await measure(counter, () => nextPass(counter, idleWait));
  // The server is paused while the blocks are mined, so that one idle pass reads them all however slowly this
  // machine mines (BSC makes 960 blocks in the default 720 s interval); what its next pass costs is counted.
  say(`no order awaiting payment: ${BLOCKS} blocks of ${TXS_PER_BLOCK} transactions, the server paused`);
  api.pause();
  const trafficStart = performance.now();
  await traffic();
  const trafficSeconds = (performance.now() - trafficStart) / 1000;
  const trafficHead = await head();
  const resumedAt = performance.now();
  api.resume();
  const steadyIdle = await measure(counter, async () => {
    await readUpTo(counter, trafficHead, idleWait);
    await quiet(counter);
  });
  const idleRanges = counter.logRangesSince(resumedAt);

  const apiUrl = api.url;
  const awaiting = await pay(apiUrl, buyer(0));
  await sleep(2_000);
  say(`one order awaiting payment: ${IDLE_SECONDS} s at the head`);
  const idlePace = await measure(counter, () => sleep(IDLE_SECONDS * 1000));
  say(`one order awaiting payment: ${BLOCKS} blocks of ${TXS_PER_BLOCK} transactions, then its payment`);
  const steadyPace = await measure(counter, async () => {
    await traffic();
    await awaiting.paid();
    await awaitPaid(apiUrl, [awaiting], CREDIT_TIMEOUT_MS);
  });

  // Orders placed, the server stopped, a backlog with the payments spread through it mined.
  say(`backlog: ${PAYMENTS} orders, server stopped, mining ${BACKLOG_BLOCKS} blocks`);
  const backlog = [];
  for (let i = 0; i < PAYMENTS; i++) backlog.push(await pay(apiUrl, buyer(i)));
  await api.stop();
  api = undefined;
  const mining = await mineBacklog(rpc, backlog, BACKLOG_BLOCKS, SEED, say);
  const backlogHead = await head();
  const backlogFrom = counter.counts();
  const backlogStart = performance.now();
  api = await startApi(env);
  const startSeconds = (performance.now() - backlogStart) / 1000;
  await awaitPaid(api.url, backlog, CREDIT_TIMEOUT_MS);
  const creditedAt = performance.now();
  const firstPassAt = counter.firstCallAt('eth_blockNumber', backlogStart) ?? creditedAt;
  const caughtUp = {
    counts: countsSince(backlogFrom, counter.counts()),
    seconds: (creditedAt - backlogStart) / 1000,
    firstPassSeconds: (creditedAt - firstPassAt) / 1000,
    ranges: counter.logRangesSince(backlogStart),
    head: backlogHead,
  };
  await api.stop();
  api = undefined;
  console.info(
    report({
      blocks: BLOCKS,
      txsPerBlock: TXS_PER_BLOCK,
      idlePollSeconds: IDLE_POLL_SECONDS,
      payments: PAYMENTS,
      idle,
      steadyIdle: { ...steadyIdle, ranges: idleRanges, trafficSeconds },
      node: `anvil ${BENCH_ANVIL_FLAGS.join(' ')}`,
      idlePace,
      steadyPace,
      backlog: { ...caughtUp, blocks: mining.blocks, startSeconds, mining },
    }),
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
