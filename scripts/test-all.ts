import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

/**
 * `npm test`: every suite. Vitest (unit, models, views, server) always; the browser suite when a Chromium is
 * available. Ends with one plain line `N passed, M failed` summed over the suites.
 */
const results = { passed: 0, failed: 0, skipped: 0 };
/** Each failed test by file and title, printed again before the summary so a log's tail says what failed. */
const failures: string[] = [];

interface VitestFileResult {
  name: string;
  status: string;
  message?: string;
  assertionResults: { status: string; fullName: string }[];
}

interface PlaywrightSuite {
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: { title: string; file: string; line: number; tests: { projectName: string; status: string }[] }[];
}

function playwrightFailures(suites: readonly PlaywrightSuite[] = []): string[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === 'unexpected' || test.status === 'flaky')
        .map(
          (test) => `e2e [${test.projectName}] ${spec.file}:${spec.line} › ${spec.title} (${test.status})`,
        ),
    ),
    ...playwrightFailures(suite.suites),
  ]);
}
mkdirSync('.tmp', { recursive: true });

const vitestReport = '.tmp/vitest-report.json';
const vitest = spawnSync(
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
  { stdio: 'inherit' },
);
if (existsSync(vitestReport)) {
  const report = JSON.parse(readFileSync(vitestReport, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    testResults: VitestFileResult[];
  };
  for (const file of report.testResults) {
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failed) failures.push(`vitest ${file.name} › ${test.fullName}`);
    if (file.status === 'failed' && failed.length === 0) {
      failures.push(`vitest ${file.name} (${(file.message ?? 'failed to run').split('\n')[0]})`);
    }
  }
  results.passed += report.numPassedTests;
  results.failed += report.numFailedTests;
  results.skipped += report.numPendingTests;
}
if (vitest.status !== 0 && results.failed === 0) results.failed += 1;

const coverage = spawnSync('npx', ['tsx', 'scripts/transition-report.ts'], { stdio: 'inherit' });
if (coverage.status !== 0) results.failed += 1;

const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (existsSync('e2e/playwright.config.ts')) {
  if (existsSync(chromium)) {
    const e2eReport = '.tmp/e2e-report.json';
    rmSync(e2eReport, { force: true });
    const e2e = spawnSync('npx', ['tsx', 'scripts/e2e.ts'], {
      stdio: 'inherit',
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
    });
    let e2eFailures = 0;
    if (existsSync(e2eReport)) {
      const report = JSON.parse(readFileSync(e2eReport, 'utf8')) as {
        stats: { expected: number; unexpected: number; flaky: number; skipped: number };
        suites?: PlaywrightSuite[];
      };
      failures.push(...playwrightFailures(report.suites));
      results.passed += report.stats.expected;
      // A test that only passed on a retry is a failure here: flakes are bugs.
      e2eFailures = report.stats.unexpected + report.stats.flaky;
      results.skipped += report.stats.skipped;
    }
    // No report, or a run that failed outside any test (the build, the servers): one failure, not zero.
    results.failed += e2e.status !== 0 && e2eFailures === 0 ? 1 : e2eFailures;
  } else {
    console.warn(
      `\n!!! BROWSER TESTS SKIPPED: no Chromium at ${chromium} (install Debian's chromium or set CHROME_PATH)\n`,
    );
    if (process.env.CI) results.failed += 1;
  }
}

for (const failure of failures) console.log(`FAILED: ${failure}`);
console.log(`${results.passed} passed, ${results.failed} failed, ${results.skipped} skipped`);
process.exit(results.failed ? 1 : 0);
