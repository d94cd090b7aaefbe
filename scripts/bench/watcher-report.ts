import type { LogRange, RpcCounts } from './rpc-counter';
import type { Mining } from './watcher-backlog';
import type { Phase } from './watcher-phases';

/** BSC's block time (issue 27): what turns an interval into blocks for the per-1,000-block figures. */
const BSC_BLOCK_SECONDS = 0.75;
/** The server's WATCHER_IDLE_POLL_SECONDS by default (server/src/env.ts). */
const DEFAULT_IDLE_POLL_SECONDS = 720;
const BSC_POLL_SECONDS = 3;

export type WatcherBench = {
  blocks: number;
  txsPerBlock: number;
  idlePollSeconds: number;
  payments: number;
  /** The node and its flags (bench-anvil.ts says why). */
  node: string;
  idle: Phase;
  /** The one idle pass after the blocks were mined with the server paused: its ranges, and the mining's time. */
  steadyIdle: Phase & { ranges: LogRange[]; trafficSeconds: number };
  idlePace: Phase;
  steadyPace: Phase;
  backlog: Phase & {
    blocks: number;
    head: bigint;
    startSeconds: number;
    /** From the restarted server's first eth_blockNumber (its watcher's first pass) to all credited. */
    firstPassSeconds: number;
    ranges: LogRange[];
    mining: Mining;
  };
};

/** Range sizes with runs of equal ones folded: `20 x 5,000` (or `3 x 5,000, 1,234`). */
function rangeSizes(ranges: LogRange[]): string {
  const runs: [number, number][] = [];
  for (const r of ranges) {
    const size = Number(r.to - r.from + 1n);
    const last = runs.at(-1);
    if (last && last[1] === size) last[0] += 1;
    else runs.push([1, size]);
  }
  return runs
    .map(([count, size]) => `${count > 1 ? `${count} x ` : ''}${size.toLocaleString('en-US')}`)
    .join(', ');
}

const blocksIn = (ranges: LogRange[]) => ranges.reduce((sum, r) => sum + Number(r.to - r.from + 1n), 0);

const perThousand = (value: number, blocks: number) => (blocks > 0 ? (value * 1000) / blocks : 0);
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const n = (value: number, digits = 1) => value.toFixed(digits);
const passes = (counts: RpcCounts) => counts.byMethod.eth_getLogs ?? 0;

const methods = (counts: RpcCounts) =>
  Object.entries(counts.byMethod)
    .sort((a, b) => b[1] - a[1])
    .map(([method, count]) => `${method} ${count}`)
    .join(', ');

const verdict = (met: boolean) => (met ? 'met' : 'NOT met');

function row(scenario: string, blocks: number, phase: Phase, perMinute = false): string {
  const cells = [
    scenario.padEnd(58),
    blocks.toLocaleString('en-US').padStart(8),
    String(phase.counts.calls).padStart(7),
    kB(phase.counts.bytes).padStart(10),
    (blocks > 0 ? n(perThousand(phase.counts.calls, blocks)) : '-').padStart(9),
    (blocks > 0 ? kB(perThousand(phase.counts.bytes, blocks)) : '-').padStart(11),
    (perMinute || blocks === 0 ? n((phase.counts.calls * 60) / phase.seconds) : '-').padStart(9),
    `${n(phase.seconds)} s`.padStart(9),
  ];
  return cells.join(' ');
}

export function report(b: WatcherBench): string {
  const header = [
    'scenario'.padEnd(58),
    'blocks'.padStart(8),
    'calls'.padStart(7),
    'bytes'.padStart(10),
    'calls/1k'.padStart(9),
    'bytes/1k'.padStart(11),
    'calls/min'.padStart(9),
    'time'.padStart(9),
  ].join(' ');
  const { steadyIdle, backlog } = b;
  const idlePassCalls = b.idle.counts.calls;
  const idlePasses = Math.max(1, steadyIdle.ranges.length);
  const idleBlocks = blocksIn(steadyIdle.ranges);
  const callsPerPass = steadyIdle.counts.calls / idlePasses;
  const bytesPerPass = steadyIdle.counts.bytes / idlePasses;
  const blocksPerPass = idleBlocks / idlePasses;
  const measuredCalls = perThousand(steadyIdle.counts.calls, idleBlocks);
  const measuredBytes = perThousand(steadyIdle.counts.bytes, idleBlocks);
  const bscBlocksPerPass = DEFAULT_IDLE_POLL_SECONDS / BSC_BLOCK_SECONDS;
  const paceCallsPerPoll = b.steadyPace.counts.calls / Math.max(1, passes(b.steadyPace.counts));
  const backlogRead = backlog.ranges.at(-1)?.to ?? -1n;
  return [
    '',
    `Watcher benchmark: the real API server (CHAIN=local: 1 s poll, 1 confirmation), RPC_URL a counting proxy in front`,
    `of a fresh ${b.node}; WATCHER_IDLE_POLL_SECONDS=${b.idlePollSeconds} in this run (the default is ${DEFAULT_IDLE_POLL_SECONDS}). Calls count each call of a batch;`,
    'bytes are JSON-RPC response bodies. No order awaiting payment: the watcher passes once per idle interval and',
    'calls nothing in between; one order awaiting: a pass every poll (1 s here, 3 s on BSC), whatever the chain does.',
    '',
    header,
    row('idle at the head, no order awaiting (one idle interval)', 0, b.idle),
    row(
      `no order awaiting: one idle pass over ${b.blocks} blocks x ${b.txsPerBlock} txs`,
      idleBlocks,
      steadyIdle,
    ),
    row('idle at the head, one order awaiting', 0, b.idlePace),
    row(
      `steady, one order awaiting: ${b.blocks} blocks x ${b.txsPerBlock} txs`,
      b.blocks,
      b.steadyPace,
      true,
    ),
    row(`backlog: ${b.payments} payments, from the server's start`, backlog.blocks, backlog),
    '',
    `no order awaiting: the server was paused (SIGSTOP) while the bench mined the ${b.blocks} blocks (${n(steadyIdle.trafficSeconds)} s here), then resumed:`,
    `  ${steadyIdle.ranges.length} idle pass(es) read ${idleBlocks} blocks (${methods(steadyIdle.counts)}): ${n(callsPerPass)} calls and ${kB(bytesPerPass)} a pass,`,
    `  ${n(blocksPerPass, 0)} blocks a pass. Calls per 1,000 blocks = calls / blocks read x 1,000 = ${n(measuredCalls, 2)}.`,
    `  At the default pace (${DEFAULT_IDLE_POLL_SECONDS} s) on BSC (a block every ${BSC_BLOCK_SECONDS} s) a pass covers ${n(bscBlocksPerPass, 0)} blocks, and a pass costs the same`,
    `  whatever its range (one eth_getLogs, two headers, the head): ${n(callsPerPass)} calls x 1,000 / ${n(bscBlocksPerPass, 0)} = ${n((callsPerPass * 1000) / bscBlocksPerPass, 2)} calls per 1,000 blocks.`,
    `idle at the head, no order awaiting: ${idlePassCalls} calls in one interval (${methods(b.idle.counts)}): ${n((idlePassCalls * 60) / DEFAULT_IDLE_POLL_SECONDS, 2)} calls a minute at the default.`,
    `one order awaiting: set by the poll interval, not by the chain: ${n(paceCallsPerPoll)} calls per pass (${methods(b.steadyPace.counts)});`,
    `  on BSC (3 s poll, 4 blocks a pass) about ${n((paceCallsPerPoll * 60) / BSC_POLL_SECONDS, 0)} calls a minute, ${n((paceCallsPerPoll * 1000 * BSC_BLOCK_SECONDS) / BSC_POLL_SECONDS, 0)} per 1,000 blocks, while an order awaits payment.`,
    `backlog: ${backlog.blocks.toLocaleString('en-US')} blocks to head ${backlog.head}, payments (real pay calls) at blocks ${backlog.mining.paymentBlocks.join(', ')};`,
    `  anvil mined them in ${n(backlog.mining.seconds)} s, not counted (${n(backlog.mining.firstThousand, 2)} s per 1,000 empty blocks at first, ${n(backlog.mining.lastThousand, 2)} s at the end).`,
    `  All ${b.payments} credited ${n(backlog.seconds)} s after the server's start (its start line at ${n(backlog.startSeconds)} s), ${n(backlog.firstPassSeconds)} s after its watcher's`,
    `  first call; ${backlog.ranges.length} eth_getLogs ranges (${rangeSizes(backlog.ranges)} blocks) read up to ${backlogRead}; calls: ${methods(backlog.counts)}.`,
    '',
    `target <= 5 calls per 1,000 blocks, no order awaiting: ${n(measuredCalls, 2)} measured (${idleBlocks} blocks, ${steadyIdle.ranges.length} pass): ${verdict(measuredCalls <= 5)}`,
    `target <= 50 kB per 1,000 blocks, no order awaiting: ${kB(measuredBytes)} measured: ${verdict(measuredBytes <= 50_000)}`,
    `target backlog of 100,000 blocks in < 60 s: ${n(backlog.seconds, 1)} s for ${backlog.blocks.toLocaleString('en-US')} blocks from the server's start, measured` +
      `${backlog.blocks < 100_000 ? ' (a SMALLER backlog: BENCH_BACKLOG_BLOCKS)' : ''}: ${verdict(backlog.seconds < 60)}${backlog.blocks < 100_000 ? ' for this size' : ''}`,
  ].join('\n');
}
