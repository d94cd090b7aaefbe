import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

/**
 * `npx tsx scripts/summarise-cpu-profile.ts <file.cpuprofile> [top]`: the functions with the most self
 * time in a V8 CPU profile (`node --cpu-prof`, or a bench row with BENCH_PROFILE), one line each with its
 * share of the samples and its source, then the same time by area (database, framework, our code, the load
 * generator), so a profile of the server under load says where a request's time goes. The profiler's own
 * stop (node:inspector) is left out.
 */
type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

const AREAS: [string, RegExp][] = [
  ['PGlite (wasm)', /pglite|^wasm:/],
  ['pg driver', /node_modules\/(pg|pg-protocol|pg-pool)\//],
  ['our server', /server\/src\//],
  ['hono + node-server', /node_modules\/(hono|@hono)\//],
  ['pino', /node_modules\/(pino|sonic-boom|fast-redact)/],
  ['jose / webcrypto', /jose|crypto/],
  ['load generator', /autocannon|http-parser-js|hdr-histogram/],
  ['node internals', /^node:/],
];

const [file, topArg] = process.argv.slice(2);
if (!file) throw new Error('usage: summarise-cpu-profile.ts <file.cpuprofile> [top]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
const underInspector = (id: number): boolean => {
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at))
    if (byId.get(at)?.callFrame.url === 'node:inspector') return true;
  return false;
};

const selfUs = new Map<string, number>();
const areaUs = new Map<string, number>();
let totalUs = 0;
profile.samples.forEach((id, i) => {
  const frame = byId.get(id)?.callFrame;
  const us = profile.timeDeltas[i] ?? 0;
  if (!frame || underInspector(id)) return;
  totalUs += us;
  const url = frame.url.replace(/^file:\/\//, '');
  const source = url
    ? `${url.startsWith('/') ? relative(process.cwd(), url) : url}:${frame.lineNumber + 1}`
    : '';
  const key = `${frame.functionName || '(anonymous)'}  ${source}`;
  selfUs.set(key, (selfUs.get(key) ?? 0) + us);
  const area = AREAS.find(([, pattern]) => pattern.test(url))?.[0] ?? (url ? 'other' : frame.functionName);
  areaUs.set(area, (areaUs.get(area) ?? 0) + us);
});
const line = (us: number, label: string) =>
  `${((100 * us) / totalUs).toFixed(1).padStart(5)}%  ${(us / 1000).toFixed(0).padStart(6)} ms  ${label}`;
console.info(`${(totalUs / 1e6).toFixed(1)} s sampled; self time, share of the samples:`);
for (const [key, us] of [...selfUs].sort((a, b) => b[1] - a[1]).slice(0, Number(topArg ?? 25)))
  console.info(line(us, key));
console.info('by area:');
for (const [area, us] of [...areaUs].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.info(line(us, area));
