import { type Browser, chromium, type Page } from 'playwright-core';
import { chromeFlags, chromePath } from './browser';
import { gzipBytes, sum } from './bytes';

export interface ClickToDialog {
  /** Milliseconds from the click event to the first frame with the dialog visible. */
  ms: number;
  /** What the page fetched from the click until the network was idle again. */
  requests: number;
  gzip: number;
}

/**
 * In the page: the time from the button's click event to the first frame with the dialog visible. Sent as text,
 * since tsx would otherwise wrap the page function in helpers the page does not have.
 */
const dialogTimer = `(selector) => new Promise((resolve) => {
  let clickedAt = 0;
  document.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest(selector)) clickedAt = event.timeStamp;
  }, { capture: true });
  const observer = new MutationObserver(() => {
    const dialog = document.querySelector('[role="dialog"]');
    if (!clickedAt || !dialog || !dialog.checkVisibility()) return;
    observer.disconnect();
    requestAnimationFrame(() => resolve(performance.now() - clickedAt));
  });
  observer.observe(document.body, { childList: true, subtree: true, attributes: true });
})`;

function watchDialog(page: Page, buttonSelector: string): Promise<number> {
  return page.evaluate(`(${dialogTimer})(${JSON.stringify(buttonSelector)})`);
}

async function measureOnce(
  browser: Browser,
  url: string,
  ready: string,
  button: string,
): Promise<ClickToDialog> {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForSelector(ready, { timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    const bodies: Promise<number>[] = [];
    page.on('response', (response) => {
      bodies.push(response.body().then(gzipBytes, () => 0));
    });
    const shown = watchDialog(page, button);
    await page.click(button);
    const ms = await shown;
    await page.waitForLoadState('networkidle');
    const sizes = await Promise.all(bodies);
    return { ms, requests: sizes.length, gzip: sum(sizes) };
  } finally {
    await page.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/**
 * Connect Wallet → connect dialog, on loopback, a few times each: `warm` on /app, where the wallet chunk is
 * mounted on entry and the click only opens the dialog; `cold` on /dgridpass, where the click itself fetches
 * the wallet chunk. Reports the medians and what the click made the page download.
 */
export async function clickToConnectDialog(baseUrl: string, runs = 5) {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
  const origin = baseUrl.replace(/\/$/, '');
  try {
    const measure = async (path: string, ready: string, button: string) => {
      const results: ClickToDialog[] = [];
      for (let run = 0; run < runs; run += 1)
        results.push(await measureOnce(browser, origin + path, ready, button));
      return {
        ms: median(results.map((r) => r.ms)),
        all: results.map((r) => Math.round(r.ms)),
        gzip: median(results.map((r) => r.gzip)),
        requests: median(results.map((r) => r.requests)),
      };
    };
    const warmButton = '.app-header .wallet-button[data-status="disconnected"] button';
    const warm = await measure('/app', warmButton, warmButton);
    const coldButton = '.pass-status__actions button';
    const cold = await measure('/dgridpass', coldButton, coldButton);
    return { warm, cold };
  } finally {
    await browser.close();
  }
}
