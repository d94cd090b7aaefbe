import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Source files past this many lines want splitting by responsibility. */
const MAX_LINES = 250;
/** A chart file holds its `setup()` (actors, guards, actions, delays) next to the states that name them. */
const MAX_CHART_LINES = 350;
/**
 * A machine counts with the parts only it uses (issue 26): its folder's source files together. Past this, a part
 * with states of its own becomes a child chart in its own folder, not another helper file.
 */
const MAX_MACHINE_LINES = 500;
const MACHINES = 'src/machines';
/** Folders of src/machines that are not one machine: each file there stays under the plain cap. */
const NOT_A_MACHINE = new Set(['shared']);
/**
 * Machine folders still over the cap while their child charts are being built (issue 26), at their size then:
 * delete the entry when the folder fits. A folder grows past its figure here, and it fails.
 */
const FOLDERS_BEING_SPLIT: Readonly<Record<string, number>> = {
  'src/machines/connect-flow': 636,
};

const roots = ['src', 'server/src'].filter((root) => existsSync(root));
const isSource = (file: string) => /\.(ts|tsx)$/.test(file) && !/\.test\.(ts|tsx)$/.test(file);
/** Counted as `wc -l` does, plus an unterminated last line. */
const linesOf = (file: string) => {
  const text = readFileSync(file, 'utf8');
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
};
const capOf = (file: string) => (file.endsWith('.machine.ts') ? MAX_CHART_LINES : MAX_LINES);

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* walk(path);
    else if (isSource(path)) yield path;
  }
}

const files = roots.flatMap((root) => [...walk(root)]).map((file) => relative('.', file));
const problems = files
  .map((file) => ({ file, lines: linesOf(file), cap: capOf(file) }))
  .filter(({ lines, cap }) => lines > cap)
  .map(({ file, lines, cap }) => `${file}: ${lines} lines (cap ${cap})`);

const machineFolders = existsSync(MACHINES)
  ? readdirSync(MACHINES).filter(
      (entry) => !NOT_A_MACHINE.has(entry) && statSync(join(MACHINES, entry)).isDirectory(),
    )
  : [];
for (const name of machineFolders) {
  const folder = `${MACHINES}/${name}`;
  const total = [...walk(folder)].reduce((sum, file) => sum + linesOf(file), 0);
  const cap = FOLDERS_BEING_SPLIT[folder] ?? MAX_MACHINE_LINES;
  if (total > cap)
    problems.push(`${folder}/: the machine's source files total ${total} lines (cap ${cap} for a folder)`);
}

for (const problem of problems) console.error(problem);
if (problems.length) process.exit(1);
console.log(
  `file-size: every machine folder is at most ${MAX_MACHINE_LINES} lines (${Object.keys(FOLDERS_BEING_SPLIT).join(', ')} being split), every chart at most ${MAX_CHART_LINES}, every other source file at most ${MAX_LINES}`,
);
