import { chromium } from 'playwright-core';
import { chromeFlags, chromePath } from './browser';
import { median } from './bytes';

/** Every page a visitor can land on signed out (the landing, the app's home and screens, the pass page, a 404). */
const pages = ['/', '/app', '/app/mining', '/app/purchase', '/app/commission', '/dgridpass', '/no-such-page'];
const widths = [390, 1440];
/** Long enough for the page to boot, the wallet to start on idle and the session to be read. */
const watchMs = 3_000;
/** A shift can hang on a race (whether a passing state is painted for a frame): the worst of a few loads counts. */
const loadsPerPage = 3;
/**
 * A phone's CPU, as Lighthouse's mobile profile slows it (4x): on a slow CPU the parser yields part-way through the
 * HTML and the browser paints what it has, so a shift that only a phone sees shows here on every run.
 */
const cpuSlowdown = 4;

/** Sums the layout shifts no input caused (the Cumulative Layout Shift of the load), as Chrome reports them. */
const observeShifts = `
  window.__layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__layoutShift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
`;

const firstContentfulPaint = `performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN`;

export interface PageLoad {
  path: string;
  width: number;
  /** The worst layout shift of the loads. */
  cls: number;
  /** The median first contentful paint: on the app's pages, the first frame that shows anything at all. */
  firstPaintMs: number;
}

/**
 * A few cold loads of each page at phone and desktop width, on a phone's CPU, with no input: the worst layout shift
 * and the median time to the first frame with content.
 */
export async function loadEveryPage(baseUrl: string): Promise<PageLoad[]> {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
  const results: PageLoad[] = [];
  try {
    for (const path of pages) {
      for (const width of widths) {
        let worst = 0;
        const firstPaints: number[] = [];
        for (let load = 0; load < loadsPerPage; load += 1) {
          const context = await browser.newContext({ viewport: { width, height: 900 } });
          const page = await context.newPage();
          const devtools = await context.newCDPSession(page);
          await devtools.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
          await page.addInitScript(observeShifts);
          await page.goto(new URL(path, baseUrl).href);
          await page.waitForTimeout(watchMs);
          worst = Math.max(worst, await page.evaluate<number>('window.__layoutShift'));
          firstPaints.push(await page.evaluate<number>(firstContentfulPaint));
          await context.close();
        }
        results.push({ path, width, cls: worst, firstPaintMs: median(firstPaints) });
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}
