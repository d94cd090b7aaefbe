import type { RpcCounts } from './rpc-counter';
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
  idle: Phase;
  steadyIdle: Phase;
  idlePace: Phase;
  steadyPace: Phase;
  backlog: Phase & { blocks: number; startSeconds: number; mining: Mining };
};

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
  const idlePassCalls = b.idle.counts.calls;
  const steadyIdleCalls = perThousand(b.steadyIdle.counts.calls, b.blocks);
  const steadyIdleBytes = perThousand(b.steadyIdle.counts.bytes, b.blocks);
  const idlePassesPerThousand = (1000 * BSC_BLOCK_SECONDS) / DEFAULT_IDLE_POLL_SECONDS;
  const perIdlePass = b.steadyIdle.counts.calls / Math.max(1, passes(b.steadyIdle.counts));
  const paceCallsPerPoll = (b.steadyPace.counts.calls * 1) / Math.max(1, passes(b.steadyPace.counts));
  const { backlog } = b;
  return [
    '',
    'Watcher benchmark: the real API server (CHAIN=local: 1 s poll, 1 confirmation), RPC_URL a counting proxy in front',
    `of a fresh anvil; WATCHER_IDLE_POLL_SECONDS=${b.idlePollSeconds} in this run (the default is ${DEFAULT_IDLE_POLL_SECONDS}). Calls count each call of a batch;`,
    'bytes are JSON-RPC response bodies. No order awaiting payment: the watcher passes once per idle interval and',
    'calls nothing in between; one order awaiting: a pass every poll (1 s here, 3 s on BSC), whatever the chain does.',
    '',
    header,
    row('idle at the head, no order awaiting (one idle interval)', 0, b.idle),
    row(`steady, no order awaiting: ${b.blocks} blocks x ${b.txsPerBlock} txs`, b.blocks, b.steadyIdle),
    row('idle at the head, one order awaiting', 0, b.idlePace),
    row(
      `steady, one order awaiting: ${b.blocks} blocks x ${b.txsPerBlock} txs`,
      b.blocks,
      b.steadyPace,
      true,
    ),
    row(`backlog: ${b.payments} payments, from the server's start`, backlog.blocks, backlog),
    '',
    `steady, no order awaiting: ${passes(b.steadyIdle.counts)} idle pass(es) read the ${b.blocks} blocks (${methods(b.steadyIdle.counts)}).`,
    `  On BSC (a block every ${BSC_BLOCK_SECONDS} s) at the default ${DEFAULT_IDLE_POLL_SECONDS} s, a pass covers ${(DEFAULT_IDLE_POLL_SECONDS / BSC_BLOCK_SECONDS).toFixed(0)} blocks: ${n(perIdlePass * idlePassesPerThousand)} calls per 1,000 blocks at ${n(perIdlePass)} calls a pass.`,
    `idle at the head, no order awaiting: ${idlePassCalls} calls in one interval (${methods(b.idle.counts)}): ${n((idlePassCalls * 60) / DEFAULT_IDLE_POLL_SECONDS, 2)} calls a minute at the default.`,
    `one order awaiting: set by the poll interval, not by the chain: ${n(paceCallsPerPoll)} calls per pass (${methods(b.steadyPace.counts)});`,
    `  on BSC (3 s poll, 4 blocks a pass) about ${n((paceCallsPerPoll * 60) / BSC_POLL_SECONDS, 0)} calls a minute, ${n((paceCallsPerPoll * 1000 * BSC_BLOCK_SECONDS) / BSC_POLL_SECONDS, 0)} per 1,000 blocks, while an order awaits payment.`,
    `backlog: ${backlog.blocks.toLocaleString('en-US')} blocks (anvil mined them in ${n(backlog.mining.seconds, 0)} s, not counted: ${n(backlog.mining.firstThousand)} s per 1,000 empty blocks at first, ${n(backlog.mining.lastThousand)} s at the end);`,
    `  the server's start line took ${n(backlog.startSeconds)} s of the ${n(backlog.seconds)} s; calls: ${methods(backlog.counts)}.`,
    '',
    `target <= 5 calls per 1,000 blocks, no order awaiting: ${n(steadyIdleCalls)} measured: ${verdict(steadyIdleCalls <= 5)}`,
    `target <= 50 kB per 1,000 blocks, no order awaiting: ${kB(steadyIdleBytes)} measured: ${verdict(steadyIdleBytes <= 50_000)}`,
    `target backlog of 100,000 blocks in < 60 s: ${n(backlog.seconds, 0)} s for ${backlog.blocks.toLocaleString('en-US')} blocks, measured` +
      `${backlog.blocks < 100_000 ? ' (a SMALLER backlog: BENCH_BACKLOG_BLOCKS)' : ''}: ${verdict(backlog.seconds < 60)}${backlog.blocks < 100_000 ? ' for this size' : ''}`,
  ].join('\n');
}
