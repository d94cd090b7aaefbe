import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { type Page, test } from '@playwright/test';

/** The viewport machine applies a new width 500 ms after the window stops changing (viewport.machine.ts). */
const settleMs = 700;

/**
 * With E2E_SCREENSHOTS=<folder>, saves what the page shows at 1440 and 390 px wide (an emulated phone: its
 * screen as it is), named by theme, width and `name`, then restores the viewport: for a person to look at both
 * themes. Off otherwise; it asserts nothing.
 */
export async function captureScreens(page: Page, name: string): Promise<void> {
  const folder = process.env.E2E_SCREENSHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  test.info().setTimeout(test.info().timeout + 30_000);
  const original = page.viewportSize();
  const theme = await page.evaluate(
    () =>
      document.documentElement.dataset.theme ??
      (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'),
  );
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  // An emulated phone is captured as its screen shows it: at 1440 px it would be a phone's layout in a desktop
  // window, and a full-page capture re-sizes the page, after which Chromium drops its touch input.
  const phone = await page.evaluate(
    () => navigator.maxTouchPoints > 0 && /android|iphone|ipad|ipod/i.test(navigator.userAgent),
  );
  if (phone && original) {
    await page.screenshot({ path: resolve(folder, `${theme}-${original.width}-${slug}.png`) });
    return;
  }
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(settleMs);
    // Lazy images below the fold load once scrolled near; a full-page capture does not scroll by itself.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForTimeout(300);
    // Sections drawn only near the viewport (content-visibility: auto) would be blank in a full-page capture.
    const drawAll = await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
    await page.screenshot({ path: resolve(folder, `${theme}-${width}-${slug}.png`), fullPage: true });
    await drawAll.evaluate((style) => (style as HTMLStyleElement).remove());
  }
  if (original) {
    await page.setViewportSize(original);
    await page.waitForTimeout(settleMs);
  }
}
