import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { chromeFlags, chromePath } from './browser';
import { gzipBytes, median, sum } from './bytes';
import { pageTimer } from './dialog-timer';

export interface ClickToDialog {
  /** Milliseconds from pointerdown to the end of the first frame that shows the dialog. */
  ms: number;
  /** Requests that reached the network (not the HTTP cache) from pointerdown until the network was idle. */
  requests: number;
  /** Their bodies, gzip (what a compressing server would send). */
  gzip: number;
}

export interface ConnectPage {
  label: string;
  path: string;
  /** The Connect Wallet control the visitor clicks (the stand-in or the wallet's own). */
  button: string;
}

/**
 * The pages that offer the connect dialog: /app (the wallet starts on entry), /dgridpass (it starts on idle, or
 * on the click) and a sign-in prompt of the app (a signed-out visit to a screen).
 */
const connectPages: ConnectPage[] = [
  { label: '/app', path: '/app', button: '.app-header .wallet-chip, .app-header .wallet-button button' },
  { label: '/dgridpass', path: '/dgridpass', button: '.pass-status__actions button' },
  { label: 'sign-in prompt (/app/mining)', path: '/app/mining', button: 'main .wallet-cta' },
];

const clickDelayAfterLoadMs = 1_000;

/** Gzip size of a file the build wrote, for a same-origin URL; the transferred body size otherwise. */
function gzipOf(distDir: string, url: string, origin: string, encodedBodySize: number): number {
  if (!url.startsWith(origin)) return encodedBodySize;
  const file = join(distDir, new URL(url).pathname);
  return existsSync(file) && !file.endsWith('/') ? gzipBytes(readFileSync(file)) : encodedBodySize;
}

/**
 * Where the Connect Wallet control is now. The wallet's own control replaces the stand-in in one commit, but
 * between locating the element and measuring it the locator can hold the one just removed: look again.
 */
async function currentBox(tab: Page, page: ConnectPage) {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const box = await tab.locator(page.button).first().boundingBox();
    if (box) return box;
    await tab.locator(page.button).first().waitFor({ state: 'visible', timeout: 5_000 });
  }
  throw new Error(`${page.label}: the Connect Wallet button went away`);
}

/**
 * One visit as a visitor makes it: load the page, move the pointer onto Connect Wallet as soon as it shows,
 * press it one second after the load event, and wait until the network is quiet again.
 */
async function visit(
  context: BrowserContext,
  url: string,
  page: ConnectPage,
  distDir: string,
  cpuSlowdown: number,
) {
  const tab: Page = await context.newPage();
  try {
    if (cpuSlowdown > 1) {
      const devtools = await context.newCDPSession(tab);
      await devtools.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    }
    await tab.addInitScript(pageTimer);
    await tab.goto(url + page.path, { waitUntil: 'load' });
    const button = tab.locator(page.button).first();
    await button.waitFor({ state: 'visible', timeout: 20_000 });
    await button.hover();
    const loadedAt = await tab.evaluate(
      () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
    );
    const now = await tab.evaluate(() => performance.now());
    await tab.waitForTimeout(Math.max(0, loadedAt + clickDelayAfterLoadMs - now));
    // The stand-in may have been replaced by the wallet's own button while we waited: press what is there now.
    const box = await currentBox(tab, page);
    await tab.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await tab.mouse.down();
    await tab.mouse.up();
    const ms = await tab.evaluate('window.__dialogShown');
    await tab.waitForLoadState('networkidle');
    const origin = new URL(url).origin;
    const fetched = (await tab.evaluate('window.__fetchedAfterPress()')) as {
      name: string;
      encodedBodySize: number;
    }[];
    const sizes = fetched.map((entry) => gzipOf(distDir, entry.name, origin, entry.encodedBodySize));
    return { ms: ms as number, requests: sizes.length, gzip: sum(sizes) };
  } finally {
    await tab.close();
  }
}

function summarise(results: ClickToDialog[]) {
  return {
    ms: median(results.map((r) => r.ms)),
    all: results.map((r) => Math.round(r.ms)),
    gzip: median(results.map((r) => r.gzip)),
    requests: median(results.map((r) => r.requests)),
  };
}

export type ConnectSummary = ReturnType<typeof summarise>;

/**
 * Connect Wallet → connect dialog on each page, `runs` times: cold (a fresh browser profile, empty cache) and
 * warm (the same profile visiting the page again). Reports medians and what the press made the page download.
 * `cpuSlowdown` runs the page's CPU that many times slower (DevTools' throttling), as on a mid-range phone.
 */
export async function clickToConnectDialog(
  baseUrl: string,
  distDir: string,
  { runs = 5, cpuSlowdown = 1 } = {},
) {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
  const origin = baseUrl.replace(/\/$/, '');
  try {
    const report: { page: ConnectPage; cold: ConnectSummary; warm: ConnectSummary }[] = [];
    for (const page of connectPages) {
      const cold: ClickToDialog[] = [];
      const warm: ClickToDialog[] = [];
      for (let run = 0; run < runs; run += 1) {
        const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
        try {
          cold.push(await visit(context, origin, page, distDir, cpuSlowdown));
          warm.push(await visit(context, origin, page, distDir, cpuSlowdown));
        } finally {
          await context.close();
        }
      }
      report.push({ page, cold: summarise(cold), warm: summarise(warm) });
    }
    return report;
  } finally {
    await browser.close();
  }
}
