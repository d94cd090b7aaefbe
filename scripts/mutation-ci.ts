import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { changedSince, expand, type GroupSpec, inputsOf, inputsPath, readInputs } from './mutation-inputs';
import { type MutationReport, percent, readReport, scoreReport } from './mutation-score';

/**
 * Mutation testing in CI, on what changed (issue 24). Each group's score is committed with the hashes of the files
 * it mutated and the tests it ran (reports/mutation/<group>.json and .inputs.json, written by scripts/mutation.ts).
 * A group whose files and tests are unchanged keeps its committed score. A changed or never-measured group is
 * re-measured in full, smallest first, as long as it is expected to fit in the time budget; a re-measured group
 * whose score falls below its committed one fails the run, naming the mutants that now survive.
 *
 * Why group by group and not Stryker's own incremental mode: a chart's mutants are static (its config is built when
 * the module loads), so Stryker has no per-test coverage for them and reused "survived" after the tests changed.
 *
 *   npm run test:mutation:ci      MUTATION_CI_BUDGET_SECONDS (default 240) bounds the time spent measuring;
 *                                 MUTATION_CI_SECONDS_PER_LINE (default 1.5) is the estimate a group must fit
 */
const budgetSeconds = Number(process.env.MUTATION_CI_BUDGET_SECONDS ?? 240);
const secondsPerLine = Number(process.env.MUTATION_CI_SECONDS_PER_LINE ?? 1.5);
const startedAt = Date.now();
const elapsed = () => (Date.now() - startedAt) / 1000;

const listed = spawnSync('npx', ['tsx', 'scripts/mutation.ts', '--list'], { encoding: 'utf8' });
if (listed.status !== 0) {
  console.error(listed.stderr);
  process.exit(1);
}
const groups = JSON.parse(listed.stdout) as GroupSpec[];

const reportPath = (name: string) => `reports/mutation/${name}.json`;
const linesOf = (group: GroupSpec) =>
  expand(group.mutate).reduce((sum, path) => sum + readFileSync(path, 'utf8').split('\n').length, 0);
const totalOf = (report: MutationReport) =>
  scoreReport(report).reduce(
    (sum, file) => ({ killed: sum.killed + file.killed, valid: sum.valid + file.valid }),
    { killed: 0, valid: 0 },
  );
const scoreText = (report: MutationReport | null) => {
  if (!report) return 'never measured';
  const { killed, valid } = totalOf(report);
  return `${percent(killed, valid).toFixed(1)}% (${killed} / ${valid})`;
};

const states = groups.map((group) => {
  const recorded = readInputs(inputsPath(group.name));
  const changed = recorded ? changedSince(recorded, inputsOf(group)) : null;
  return { group, committed: readReport(reportPath(group.name)), changed, lines: linesOf(group) };
});

console.log('Mutation groups against their committed scores:');
for (const { group, committed, changed } of states) {
  const state =
    changed === null
      ? 'no recorded inputs'
      : changed.length
        ? `changed: ${changed.slice(0, 3).join(', ')}${changed.length > 3 ? ` and ${changed.length - 3} more` : ''}`
        : 'unchanged';
  console.log(`  ${group.name.padEnd(18)} ${scoreText(committed).padEnd(22)} ${state}`);
}

/** Runs one group through scripts/mutation.ts, stopped (whole process group) if it outlasts the budget. */
const measure = (group: GroupSpec, seconds: number) =>
  new Promise<'done' | 'failed' | 'out of time'>((resolve) => {
    const child = spawn('npx', ['tsx', 'scripts/mutation.ts', group.name], {
      stdio: 'inherit',
      detached: true,
    });
    const timer = setTimeout(() => {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
      rmSync('.stryker-tmp', { recursive: true, force: true });
      resolve('out of time');
    }, seconds * 1000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve(code === 0 ? 'done' : 'failed');
    });
  });

const stale = states
  .filter(({ changed }) => changed === null || changed.length > 0)
  .sort((a, b) => a.lines - b.lines);
let failures = 0;
let remeasured = 0;
const notRun: string[] = [];
for (const { group, committed, lines } of stale) {
  const estimate = lines * secondsPerLine;
  const left = budgetSeconds - elapsed();
  if (estimate > left) {
    notRun.push(group.name);
    continue;
  }
  console.log(
    `\n== re-measuring ${group.name} (${lines} lines, ~${Math.round(estimate)} s estimated, ${Math.round(left)} s left)`,
  );
  const outcome = await measure(group, left);
  if (outcome !== 'done') {
    console.log(`${group.name}: ${outcome}`);
    if (outcome === 'failed') failures += 1;
    else notRun.push(group.name);
    continue;
  }
  remeasured += 1;
  const now = readReport(reportPath(group.name));
  if (!now) continue;
  const after = totalOf(now);
  const before = committed ? totalOf(committed) : null;
  const fell = before !== null && percent(after.killed, after.valid) < percent(before.killed, before.valid);
  console.log(
    `${group.name}: ${scoreText(committed)} committed, ${scoreText(now)} now${fell ? ': FELL' : ''}`,
  );
  if (!fell) continue;
  failures += 1;
  for (const { file, survivors } of scoreReport(now)) {
    for (const mutant of survivors) {
      console.log(
        `  survives: ${file}:${mutant.location.start.line} ${mutant.mutatorName} -> ${mutant.replacement ?? ''}`,
      );
    }
  }
}

const unchanged = states.length - stale.length;
console.log(
  `\nmutation (CI): ${unchanged} groups unchanged since measured, ${remeasured} re-measured (${failures} failed), ` +
    `${notRun.length} changed but not re-measured within the ${budgetSeconds} s budget${notRun.length ? `: ${notRun.join(', ')}` : ''}`,
);
process.exit(failures ? 1 : 0);
