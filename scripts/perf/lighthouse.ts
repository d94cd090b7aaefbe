import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { chromeFlags, chromePath } from './browser';
import { median } from './bytes';

interface LighthouseReport {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

export type ColorScheme = 'light' | 'dark';

/** Blink's own setting for `prefers-color-scheme` (0 dark, 1 light): Lighthouse has no option for it. */
const colorSchemeFlag = (scheme: ColorScheme) =>
  `--blink-settings=preferredColorScheme=${scheme === 'dark' ? 0 : 1}`;

/**
 * Lighthouse 12 in its default mobile preset (simulated throttling), on Debian's Chromium, with the browser asking
 * for a light or a dark page (the page follows `prefers-color-scheme` when the visitor chose no theme).
 */
async function runLighthouse(url: string, scheme: ColorScheme) {
  const outFile = `.tmp/perf/lighthouse-${scheme}.json`;
  mkdirSync('.tmp/perf', { recursive: true });
  // Async on purpose: the preview server runs in this process and must keep answering.
  const child = spawn(
    process.execPath,
    [
      'node_modules/lighthouse/cli/index.js',
      url,
      `--chrome-flags=--headless=new ${[...chromeFlags, colorSchemeFlag(scheme)].join(' ')}`,
      '--output=json',
      `--output-path=${outFile}`,
      '--quiet',
    ],
    { env: { ...process.env, CHROME_PATH: chromePath }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (status !== 0) throw new Error(`lighthouse exited with ${status}`);
  const report = JSON.parse(readFileSync(outFile, 'utf8')) as LighthouseReport;
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const audit = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    totalBytes: audit('total-byte-weight'),
  };
}

type LighthouseResult = Awaited<ReturnType<typeof runLighthouse>>;

/**
 * Lighthouse's simulated figures move from run to run on the same page (its own docs advise the median of five):
 * here the LCP of one unchanged build ranged over 0.8 to 1.2 s. Each figure is the median over `count` runs; the
 * runs are returned too, so the spread is visible.
 */
export async function medianLighthouse(url: string, scheme: ColorScheme, count = 5) {
  const runs: LighthouseResult[] = [];
  for (let run = 0; run < count; run += 1) runs.push(await runLighthouse(url, scheme));
  const of = (key: keyof LighthouseResult) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    totalBytes: of('totalBytes'),
    runs,
  };
}
