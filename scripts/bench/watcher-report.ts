import type { RpcCounts } from './rpc-counter';

/** One measured row: `blocks` the watcher had to cover, what it spent, and how long it took. */
export type Row = {
  scenario: string;
  blocks: number;
  counts: RpcCounts;
  seconds: number;
  startSeconds?: number;
};

const perThousand = (value: number, blocks: number) => (blocks > 0 ? (value * 1000) / blocks : 0);
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export function table(rows: Row[]): string {
  const head = ['scenario', 'blocks', 'calls', 'calls/1k blocks', 'bytes/1k blocks', 'time'];
  const widths = [40, 9, 8, 16, 16, 10];
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('');
  return [
    line(head),
    ...rows.map((row) =>
      line([
        row.scenario,
        row.blocks.toLocaleString('en-US'),
        row.counts.calls.toLocaleString('en-US'),
        perThousand(row.counts.calls, row.blocks).toFixed(1),
        kB(perThousand(row.counts.bytes, row.blocks)),
        `${row.seconds.toFixed(1)} s`,
      ]),
    ),
  ].join('\n');
}

export const methods = (counts: RpcCounts) =>
  Object.entries(counts.byMethod)
    .sort((a, b) => b[1] - a[1])
    .map(([method, n]) => `${method} ${n}`)
    .join(', ');

export function verdict(met: boolean): string {
  return met ? 'met' : 'NOT met';
}

export { kB, perThousand };
