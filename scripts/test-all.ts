import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

/**
 * `npm test`: every suite. Vitest (unit, models, views, server) always; the browser suite when a Chromium is
 * available. Ends with one plain line `N passed, M failed` summed over the suites.
 */
const results = { passed: 0, failed: 0, skipped: 0 };
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
  };
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
      };
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

console.log(`${results.passed} passed, ${results.failed} failed, ${results.skipped} skipped`);
process.exit(results.failed ? 1 : 0);
