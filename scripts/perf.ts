import { spawnSync } from 'node:child_process';
import { preview } from 'vite';
import { scriptsLoadedByBoot } from './perf/browser';
import { allJs, initialJs, kb } from './perf/bytes';
import { clickToConnectDialog } from './perf/connect-dialog';
import { runLighthouse } from './perf/lighthouse';

/** Budget for "/" (issue: initial JS at most 80 kB gzip). Bytes are deterministic, so this one is gated. */
const INITIAL_JS_BUDGET = 80_000;

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = await preview({
  preview: { host: '127.0.0.1', port: 0, strictPort: false },
  logLevel: 'warn',
});
const url = server.resolvedUrls?.local[0] ?? 'http://127.0.0.1:8080/';
try {
  const initial = initialJs('dist');
  const everything = allJs('dist');
  const loaded = await scriptsLoadedByBoot(url);
  const connect = await clickToConnectDialog(url);
  const lighthouse = await runLighthouse(url);

  console.log('\nperf: /');
  console.log(
    `  initial JS (entry + modulepreload), gzip: ${kb(initial.gzip)} (${initial.files.length} file(s), raw ${kb(initial.raw)}), budget ${kb(INITIAL_JS_BUDGET)}`,
  );
  console.log(`  JS fetched until hydrated (idle), gzip: ${kb(loaded.gzip)} in ${loaded.count} script(s)`);
  console.log(`  all JS chunks in the build, gzip: ${kb(everything.gzip)} in ${everything.count} chunk(s)`);
  console.log(
    `  Lighthouse mobile: performance ${lighthouse.performance}, accessibility ${lighthouse.accessibility}, best practices ${lighthouse.bestPractices}, SEO ${lighthouse.seo}`,
  );
  console.log(
    `  LCP ${(lighthouse.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(lighthouse.tbtMs)} ms, CLS ${lighthouse.cls.toFixed(3)}, total transferred ${kb(lighthouse.totalBytes)}`,
  );
  console.log('\nperf: Connect Wallet → connect dialog visible (loopback, median of 5)');
  console.log(
    `  /app (wallet loaded on entry): ${connect.warm.ms.toFixed(0)} ms [${connect.warm.all.join(', ')}], fetched after the click ${kb(connect.warm.gzip)} gzip in ${connect.warm.requests} request(s)`,
  );
  console.log(
    `  /dgridpass (the click loads the wallet): ${connect.cold.ms.toFixed(0)} ms [${connect.cold.all.join(', ')}], fetched after the click ${kb(connect.cold.gzip)} gzip in ${connect.cold.requests} request(s)`,
  );
  if (initial.gzip > INITIAL_JS_BUDGET) {
    console.error(`perf: initial JS ${kb(initial.gzip)} is over the ${kb(INITIAL_JS_BUDGET)} budget`);
    process.exitCode = 1;
  }
} finally {
  await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
}
