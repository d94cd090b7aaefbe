import { chromium } from 'playwright-core';
import { gzipBytes, sum } from './bytes';

export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const chromeFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** What a real visit fetches: every script until the page has booted (hydrated) and the network is idle. */
export async function scriptsLoadedByBoot(url: string) {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
  try {
    const page = await browser.newPage();
    const bodies: Promise<number>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.body().then(gzipBytes));
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForSelector('#root[data-booted="true"]', { timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    const sizes = await Promise.all(bodies);
    return { count: sizes.length, gzip: sum(sizes) };
  } finally {
    await browser.close();
  }
}
