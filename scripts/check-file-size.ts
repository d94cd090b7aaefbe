import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Source files past this many lines want splitting by responsibility. */
const MAX_LINES = 250;
/** A chart that holds its own `setup()` (issue 26): the vocabulary and the states read together. */
const MAX_CHART_WITH_SETUP_LINES = 350;
const roots = ['src', 'server/src'].filter((root) => existsSync(root));
const isSource = (file: string) => /\.(ts|tsx)$/.test(file) && !/\.test\.(ts|tsx)$/.test(file);

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* walk(path);
    else if (isSource(path)) yield path;
  }
}

const capOf = (file: string, text: string) =>
  file.endsWith('.machine.ts') && /\bsetup\(\{/.test(text) ? MAX_CHART_WITH_SETUP_LINES : MAX_LINES;

const tooLong = roots
  .flatMap((root) => [...walk(root)])
  .map((file) => {
    const text = readFileSync(file, 'utf8');
    return { file, lines: text.split('\n').length, cap: capOf(file, text) };
  })
  .filter(({ lines, cap }) => lines > cap);

for (const { file, lines, cap } of tooLong) console.error(`${file}: ${lines} lines (cap ${cap})`);
if (tooLong.length) process.exit(1);
console.log(
  `file-size: every source file is at most ${MAX_LINES} lines, a chart with its setup() at most ${MAX_CHART_WITH_SETUP_LINES}`,
);
