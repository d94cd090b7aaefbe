import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { type GroupSpec, inputsOf, inputsPath, testsOf, writeInputs } from './mutation-inputs';
import { percent, readReport, scoreReport } from './mutation-score';

/**
 * Mutation score (issue 24), group by group: each statechart with its helpers, mutated against its own tests (its
 * generated model test, its transition-coverage gate, its unit tests), then src/domain against the unit tests.
 * A machine's config is built when its module loads, so every mutant of it is "static" to Stryker and costs a run
 * of every included test file: limiting a group to its own tests is what keeps a run in minutes, not hours.
 *
 *   npm run test:mutation                       every group
 *   npm run test:mutation -- claim sign-in      the named groups only (server-ledger, server-watcher and
 *                                               server-sign-in run only when named: the server's money paths)
 *   npm run test:mutation -- --models-only      only the `models` vitest project (what the model tests kill alone)
 *   npm run test:mutation -- --report           print the table from the last reports, run nothing
 *   npm run test:mutation -- --incremental      reuse earlier results (unsafe for static mutants, see below)
 *   npm run test:mutation -- --concurrency 1    Stryker's concurrency (default from stryker.config.mjs: 2)
 *   npm run test:mutation -- domain --files src/domain/format/token-amount.ts,src/domain/claim-errors.ts
 *                                               mutate only these files of the named group (same tests), report
 *                                               in reports/mutation/<group>.files.json: a long group file by file
 */
type Group = GroupSpec;

/** The server's money paths: configured here, measured only on request (not in the default run). */
const serverGroups: Group[] = [
  {
    name: 'server-ledger',
    mutate: ['server/src/ledger/**/*.ts', '!server/src/ledger/**/*.test.ts'],
    tests: ['server/src/ledger/**/*.test.ts', 'server/src/routes/**/*.test.ts'],
    projects: 'server',
  },
  {
    name: 'server-watcher',
    mutate: ['server/src/chain/**/*.ts', '!server/src/chain/**/*.test.ts'],
    tests: ['server/src/chain/**/*.test.ts'],
    projects: 'server',
  },
  {
    name: 'server-sign-in',
    mutate: ['server/src/auth/**/*.ts', '!server/src/auth/**/*.test.ts'],
    // get-code and challenge (client-user), logout and the guard (auth*), the stored JWT secret (database).
    tests: [
      'server/src/auth/**/*.test.ts',
      'server/src/routes/auth*.test.ts',
      'server/src/routes/client-user.test.ts',
      'server/src/db/database.test.ts',
    ],
    projects: 'server',
  },
];

/** One group per folder of src/machines: a machine with the parts only it uses, or `shared`, the parts several use. */
const folders = readdirSync('src/machines', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const groups: Group[] = [
  ...folders.map((folder) => ({
    name: folder,
    mutate: [`src/machines/${folder}/*.ts`, `!src/machines/${folder}/*.test.ts`],
    tests: [
      `test/models/${folder}.*test.ts`,
      'test/models/transition-coverage.test.ts',
      'test/models/machines-build.test.ts',
      `src/machines/${folder}/*.test.ts`,
    ],
  })),
  {
    name: 'domain',
    mutate: ['src/domain/**/*.ts', '!src/domain/**/*.test.ts'],
    tests: ['src/domain/**/*.test.ts'],
  },
];

const args = process.argv.slice(2);
// scripts/mutation-ci.ts asks which groups exist and what each mutates and runs.
if (args.includes('--list')) {
  console.log(JSON.stringify([...groups, ...serverGroups]));
  process.exit(0);
}
const modelsOnly = args.includes('--models-only');
const concurrencyAt = args.indexOf('--concurrency');
const concurrency = concurrencyAt >= 0 ? ['--concurrency', args.splice(concurrencyAt, 2)[1] ?? '2'] : [];
const filesAt = args.indexOf('--files');
const files = filesAt >= 0 ? (args.splice(filesAt, 2)[1] ?? '').split(',').filter(Boolean) : [];
const chosen = args.filter((arg) => !arg.startsWith('--'));
const selected = chosen.length
  ? [...groups, ...serverGroups].filter(({ name }) => chosen.includes(name))
  : groups;
const suffix = `${files.length ? '.files' : ''}${modelsOnly ? '.models' : ''}`;
const reportOf = (group: Group) => `reports/mutation/${group.name}${suffix}.json`;

if (!args.includes('--report')) {
  for (const group of selected) {
    const mutate = files.length ? files : group.mutate;
    console.log(`
== ${group.name}: ${mutate.join(' ')}`);
    const tests = testsOf(group, modelsOnly);
    const inputs = inputsOf(group, modelsOnly);
    // A static mutant has no per-test coverage, so Stryker's incremental mode reuses its old "survived" even after
    // the tests changed: measured on claim (mutants killed by new model tests stayed survived). Full runs unless
    // --incremental is asked for.
    const incremental = args.includes('--incremental') ? [] : ['--force'];
    const run = spawnSync(
      'npx',
      ['stryker', 'run', ...incremental, ...concurrency, '--mutate', mutate.join(',')],
      {
        stdio: ['ignore', 'inherit', 'inherit'],
        env: {
          ...process.env,
          MUTATION_PROJECTS: modelsOnly ? 'models' : (group.projects ?? 'unit,models'),
          MUTATION_TESTS: tests.join(','),
          COVERAGE_GATE_ONLY: group.name,
          MUTATION_REPORT: reportOf(group),
          MUTATION_INCREMENTAL: `reports/stryker-incremental/${group.name}${suffix}.json`,
        },
      },
    );
    if (run.status !== 0) process.exit(run.status ?? 1);
    // Only a whole group's report stands for the group in CI (scripts/mutation-ci.ts).
    if (!files.length) writeInputs(inputsPath(group.name, suffix), inputs);
  }
}

let detected = 0;
let valid = 0;
console.log(
  `\nMutation score per file${modelsOnly ? ' (models project only)' : ''}: killed / valid (equivalent left out)`,
);
for (const group of selected) {
  const report = readReport(reportOf(group));
  if (!report) continue;
  for (const { file, killed, valid: fileValid, equivalent } of scoreReport(report)) {
    detected += killed;
    valid += fileValid;
    const score = fileValid ? percent(killed, fileValid).toFixed(1) : '-';
    const note = equivalent ? ` (${equivalent} equivalent)` : '';
    console.log(
      `${score.padStart(6)}%  ${String(killed).padStart(4)} / ${String(fileValid).padEnd(4)} ${file}${note}`,
    );
  }
}
console.log(`${percent(detected, valid).toFixed(1).padStart(6)}%  ${detected} / ${valid}  total`);
