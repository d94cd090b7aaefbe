import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/** Source files past this many lines want splitting by responsibility. */
const MAX_LINES = 250;
/** A chart file holding its `setup()` (issue 26: the chart with its setup in one file). */
const MAX_CHART_LINES = 350;
/** A machine's folder (its non-test sources): past this, a part with states of its own becomes a child chart. */
const MAX_MACHINE_LINES = 500;
/** Machine folders still over the cap, each with why; delete the entry once the folder fits. */
const knownLargeMachines: Readonly<Record<string, string>> = {
  'src/machines/connect-flow': "issue 26: the phone layout becomes a child chart (another engineer's task)",
};
const roots = ['src', 'server/src'].filter((root) => existsSync(root));
const isSource = (file: string) => /\.(ts|tsx)$/.test(file) && !/\.test\.(ts|tsx)$/.test(file);
const isChart = (file: string) => /^src\/machines\/[^/]+\/[^/]+\.machine\.ts$/.test(file);

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* walk(path);
    else if (isSource(path)) yield path;
  }
}

const files = roots
  .flatMap((root) => [...walk(root)])
  .map((file) => ({ file, lines: readFileSync(file, 'utf8').split('\n').length }));
const tooLong = files.filter(({ file, lines }) => lines > (isChart(file) ? MAX_CHART_LINES : MAX_LINES));

const machineLines = new Map<string, number>();
for (const { file, lines } of files) {
  if (!/^src\/machines\/[^/]+\//.test(file) || file.startsWith('src/machines/shared/')) continue;
  const folder = dirname(file);
  if (basename(dirname(folder)) !== 'machines') continue;
  machineLines.set(folder, (machineLines.get(folder) ?? 0) + lines);
}
const tooLarge = [...machineLines].filter(
  ([folder, lines]) => lines > MAX_MACHINE_LINES && !(folder in knownLargeMachines),
);

for (const { file, lines } of tooLong)
  console.error(`${file}: ${lines} lines (cap ${isChart(file) ? MAX_CHART_LINES : MAX_LINES})`);
for (const [folder, lines] of tooLarge)
  console.error(`${folder}: ${lines} lines in its sources (cap ${MAX_MACHINE_LINES} a machine)`);
if (tooLong.length || tooLarge.length) process.exit(1);
console.log(
  `file-size: every source file is at most ${MAX_LINES} lines (a chart ${MAX_CHART_LINES}), every machine folder at most ${MAX_MACHINE_LINES}`,
);
