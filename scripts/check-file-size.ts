import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Source files past this many lines want splitting by responsibility. */
const MAX_LINES = 250;
const roots = ['src', 'server/src'].filter((root) => existsSync(root));
const isSource = (file: string) => /\.(ts|tsx)$/.test(file) && !/\.test\.(ts|tsx)$/.test(file);

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* walk(path);
    else if (isSource(path)) yield path;
  }
}

const tooLong = roots
  .flatMap((root) => [...walk(root)])
  .map((file) => ({ file, lines: readFileSync(file, 'utf8').split('\n').length }))
  .filter(({ lines }) => lines > MAX_LINES);

for (const { file, lines } of tooLong) console.error(`${file}: ${lines} lines (cap ${MAX_LINES})`);
if (tooLong.length) process.exit(1);
console.log(`file-size: every source file is at most ${MAX_LINES} lines`);
