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

/**
 * Sums the layout shifts no input caused (the Cumulative Layout Shift of the load), as Chrome reports them, and names
 * what moved in each (element, its old and new box), so a shift that only some loads show can be found from the log.
 */
const observeShifts = `
  window.__layoutShift = 0;
  window.__shiftSources = [];
  const box = (rect) => rect.width + 'x' + rect.height + ' at ' + rect.x + ',' + rect.y;
  const name = (node) => {
    if (!node) return 'a removed node';
    if (node.nodeType !== 1) return 'text "' + (node.textContent || '').trim().slice(0, 40) + '"';
    return node.localName + (node.id ? '#' + node.id : '') + (node.classList.length ? '.' + [...node.classList].join('.') : '');
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__layoutShift += entry.value;
      const moved = entry.sources.map((source) => name(source.node) + ' ' + box(source.previousRect) + ' -> ' + box(source.currentRect));
      window.__shiftSources.push(Math.round(entry.startTime) + ' ms, ' + entry.value.toFixed(5) + ': ' + moved.join('; '));
    }
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
  /** Every shift of every load: when it happened, its value and what moved. */
  shifts: string[];
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
        const shifts: string[] = [];
        for (let load = 0; load < loadsPerPage; load += 1) {
          const context = await browser.newContext({ viewport: { width, height: 900 } });
          const page = await context.newPage();
          const devtools = await context.newCDPSession(page);
          await devtools.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
          await page.addInitScript(observeShifts);
          await page.goto(new URL(path, baseUrl).href);
          await page.waitForTimeout(watchMs);
          worst = Math.max(worst, await page.evaluate<number>('window.__layoutShift'));
          shifts.push(...(await page.evaluate<string[]>('window.__shiftSources')));
          firstPaints.push(await page.evaluate<number>(firstContentfulPaint));
          await context.close();
        }
        results.push({ path, width, cls: worst, firstPaintMs: median(firstPaints), shifts });
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}
