// Mutation testing (issue 24): how many wrong versions of the statecharts and the domain rules the tests catch.
// `npm run test:mutation` runs it in full; MUTATION_PROJECTS=models measures the generated model tests alone.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  plugins: ['@stryker-mutator/vitest-runner', './stryker/ignore-descriptions.mjs'],
  ignorers: ['descriptions'],
  // scripts/mutation.ts passes --mutate group by group (the server's ledger, watcher and sign-in included).
  mutate: ['src/machines/**/*.ts', 'src/domain/**/*.ts', '!src/**/*.test.ts', '!src/**/*.d.ts'],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  timeoutMS: 20_000,
  incremental: true,
  // scripts/mutation.ts runs one group (a machine, the domain) at a time, each with its own files.
  incrementalFile: process.env.MUTATION_INCREMENTAL ?? 'reports/stryker-incremental.json',
  reporters: ['clear-text', 'json', 'progress'],
  jsonReporter: { fileName: process.env.MUTATION_REPORT ?? 'reports/mutation/mutation.json' },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
  thresholds: { high: 90, low: 80, break: null },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
