import { spawnSync } from 'node:child_process';
import { scriptsLoadedByBoot } from './perf/browser';
import { allJs, closureBeyond, initialJs, kb } from './perf/bytes';
import { type ConnectSummary, clickToConnectDialog } from './perf/connect-dialog';
import { type ColorScheme, medianLighthouse } from './perf/lighthouse';
import { loadEveryPage } from './perf/page-load';
import { serveBuild } from './perf/web-server';

/** Budget for "/" (issue: initial JS at most 80 kB gzip). Bytes are deterministic, so this one is gated. */
const INITIAL_JS_BUDGET = 80_000;

/**
 * The pages are built to shift by nothing at all. The header's links arriving one by one on a slow CPU came to 0.008
 * to 0.011; one CI in several reported a shift under 0.0005 on / at 1440 px that 60 loads here (4x and 6x slowdown,
 * with and without a busy CPU) never showed. So: over 0.001 fails, and any shift at all is printed with what moved.
 */
const LAYOUT_SHIFT_BUDGET = 0.001;

/** Click-to-dialog is measured at this machine's speed and at this many times slower. */
const CONNECT_CPU_SLOWDOWN = 4;

const parts = ['landing', 'connect', 'load'] as const;
type Part = (typeof parts)[number];
/** `--only=landing`, `--only=connect` or `--only=load` runs one part (the click-to-dialog part alone takes minutes). */
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
if (only !== undefined && !parts.includes(only as Part)) {
  console.error(`perf: --only=${only}: expected ${parts.join(', ')}`);
  process.exit(2);
}
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const runs = (part: Part) => only === undefined || only === part;

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = await serveBuild('dist');
const { url } = server;
const connectLine = (label: string, result: ConnectSummary) =>
  `      ${label}: ${result.ms.toFixed(0)} ms [${result.all.join(', ')}], fetched after the press ${kb(result.gzip)} gzip in ${result.requests} request(s)`;
async function reportLanding() {
  const initial = initialJs('dist');
  const everything = allJs('dist');
  const loaded = await scriptsLoadedByBoot(url);
  const schemes: ColorScheme[] = ['light', 'dark'];
  const lighthouse = [];
  for (const scheme of schemes) lighthouse.push({ scheme, ...(await medianLighthouse(url, scheme)) });
  console.log('\nperf: /');
  console.log(
    `  initial JS (entry + modulepreload), gzip: ${kb(initial.gzip)} (${initial.files.length} file(s), raw ${kb(initial.raw)}), budget ${kb(INITIAL_JS_BUDGET)}`,
  );
  console.log(`  JS fetched until hydrated (idle), gzip: ${kb(loaded.gzip)} in ${loaded.count} script(s)`);
  console.log(`  all JS chunks in the build, gzip: ${kb(everything.gzip)} in ${everything.count} chunk(s)`);
  for (const result of lighthouse) {
    console.log(
      `  Lighthouse mobile, ${result.scheme} theme (median of ${result.runs.length}): performance ${result.performance}, accessibility ${result.accessibility}, best practices ${result.bestPractices}, SEO ${result.seo}`,
    );
    console.log(
      `    LCP ${seconds(result.lcpMs)}, TBT ${Math.round(result.tbtMs)} ms, CLS ${result.cls.toFixed(3)}, total transferred ${kb(result.totalBytes)}`,
    );
    console.log(
      `    ${result.runs.length} runs: performance [${result.runs.map((run) => run.performance).join(', ')}], LCP [${result.runs.map((run) => seconds(run.lcpMs)).join(', ')}]`,
    );
  }
  if (initial.files.length === 0) {
    console.error('perf: found no entry script in dist/index.html, so the initial-JS budget checked nothing');
    process.exitCode = 1;
  }
  if (initial.gzip > INITIAL_JS_BUDGET) {
    console.error(`perf: initial JS ${kb(initial.gzip)} is over the ${kb(INITIAL_JS_BUDGET)} budget`);
    process.exitCode = 1;
  }
}

async function reportConnect() {
  const passPage = [
    'index.html',
    'src/app/boot.tsx',
    'src/app/app-area.tsx',
    'src/app/routes/pass-route.tsx',
  ];
  const walletBeyondPass = closureBeyond('dist', passPage, ['src/app/wallet-chunk/wallet-root.tsx']);
  console.log(
    '\nperf: Connect Wallet → connect dialog (loopback, median of 5; pointer on the button, pressed 1 s after load; pointerdown → end of the first frame showing the dialog)',
  );
  console.log(
    `  the wallet beyond /dgridpass (what a press before the idle prefetch fetches first), gzip: ${kb(walletBeyondPass.gzip)} in ${walletBeyondPass.count} file(s)`,
  );
  // This machine's own CPU, then 4x slower: on a fast machine the first is a frame or two whatever the page does.
  for (const cpuSlowdown of [1, CONNECT_CPU_SLOWDOWN]) {
    const connect = await clickToConnectDialog(url, 'dist', { cpuSlowdown });
    console.log(
      cpuSlowdown === 1 ? "  this machine's CPU:" : `  ${cpuSlowdown}x slower CPU (a mid-range phone):`,
    );
    for (const { page, cold, warm } of connect) {
      console.log(`    ${page.label}`);
      console.log(connectLine('cold cache', cold));
      console.log(connectLine('warm cache', warm));
    }
  }
}

async function reportPageLoads() {
  const loads = await loadEveryPage(url);
  console.log(
    '\nperf: loading each page (cold, 4x CPU slowdown, no input, 3 s; 3 loads), 390 px / 1440 px wide: the worst layout shift, the median first frame with content',
  );
  for (const path of new Set(loads.map((load) => load.path))) {
    const ofPath = loads.filter((load) => load.path === path);
    const shifts = ofPath.map((load) => load.cls.toFixed(4)).join(' / ');
    const firstFrames = ofPath.map((load) => seconds(load.firstPaintMs)).join(' / ');
    console.log(`  ${path}: shift ${shifts}, first frame ${firstFrames}`);
  }
  for (const load of loads.filter(({ shifts }) => shifts.length > 0)) {
    console.log(`  what moved on ${load.path} at ${load.width} px:`);
    for (const shift of load.shifts) console.log(`    ${shift}`);
  }
  for (const load of loads.filter(({ cls }) => cls > LAYOUT_SHIFT_BUDGET)) {
    console.error(
      `perf: ${load.path} at ${load.width} px shifts by ${load.cls.toFixed(4)} while loading (budget ${LAYOUT_SHIFT_BUDGET})`,
    );
    process.exitCode = 1;
  }
}

try {
  if (runs('landing')) await reportLanding();
  if (runs('connect')) await reportConnect();
  if (runs('load')) await reportPageLoads();
} finally {
  await server.close();
}
