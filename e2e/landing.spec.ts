import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './support/fixtures';
import { shownFile } from './support/images';

/** The prerendered page goes live once React has hydrated it (boot.tsx sets the marker). */
async function openLanding(page: Page, path = '/') {
  await page.goto(path);
  await expect(page.locator('#root')).toHaveAttribute('data-booted', 'true');
}

/** Every scrollLeft the row passes through from now on, to tell a smooth scroll from a jump. */
async function recordScrollPositions(row: Locator) {
  await row.evaluate((element) => {
    const seen: number[] = [];
    Object.assign(element, { e2eScrollPositions: seen });
    element.addEventListener('scroll', () => seen.push(Math.round(element.scrollLeft)));
  });
  return {
    current: () => row.evaluate((element) => Math.round(element.scrollLeft)),
    /** Positions in order, repeats merged (one scroll step can fire several events at its end). */
    seen: () =>
      row.evaluate((element) =>
        (element as unknown as { e2eScrollPositions: number[] }).e2eScrollPositions.filter(
          (left, index, all) => index === 0 || all[index - 1] !== left,
        ),
      ),
  };
}

test.describe('landing page', () => {
  test('shows its sections in order, from the header to the footer', async ({ page }) => {
    await openLanding(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Decentralized AI Inference Network');
    await expect(page.getByText('for Open, Low-Cost, Community-Powered AI').first()).toBeVisible();

    const landmarks = await page
      .locator('header.site-header, main section[aria-labelledby], footer')
      .evaluateAll((elements) =>
        elements
          .filter((element) => element.parentElement?.closest('section') === null)
          .map((element) => {
            const labelId = element.getAttribute('aria-labelledby');
            const heading = labelId ? document.getElementById(labelId) : null;
            return heading?.textContent?.trim() ?? element.tagName.toLowerCase();
          }),
      );
    expect(landmarks).toEqual([
      'header',
      'Decentralized AI Inference Network',
      'AI should serve open networks, not centralized platforms',
      'How to participate',
      'How it works',
      'Start Building with Decentralized AI',
      'footer',
    ]);
    await expect(page.locator('.how__equation')).toHaveText(
      /AI RPC\s*\+\s*LLM Reasoning\s*\+\s*Distributed Network Nodes$/,
    );
    await expect(page.getByText('Join the future of Open, Low-Cost, Community-Powered AI')).toBeVisible();

    const footer = page.getByRole('contentinfo');
    const group = (name: string) => footer.getByRole('list', { name }).getByRole('link');
    await expect(group('Product')).toHaveText([/^Docs/, /^Whitepaper \(PDF\)/, /^GitHub/]);
    await expect(group('Product').nth(1)).toHaveAttribute('href', /\.pdf$/);
    await expect(group('Community')).toHaveText([/^X/, /^Telegram/, /^Medium/]);
    for (const link of await footer
      .getByRole('list', { name: /Product|Community/ })
      .getByRole('link')
      .all()) {
      await expect(link).toHaveAttribute('target', '_blank');
    }
    await expect(group('Contact')).toHaveText(['Email']);
    await expect(group('Contact')).toHaveAttribute('href', /^mailto:[^@\s]+@[^@\s]+$/);
    await expect(footer.getByText('© 2025 DGrid. All rights reserved.')).toBeVisible();
  });

  test('moves the card row by 360 px with each arrow, at once when less motion is asked for', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // Narrow enough that the row can scroll two steps: 4 cards are wider than 2 steps plus the visible part.
    await page.setViewportSize({ width: 700, height: 900 });
    await openLanding(page);
    const row = page.getByRole('region', { name: 'Vision principles' });
    await row.scrollIntoViewIfNeeded();
    const positions = await recordScrollPositions(row);
    expect(await positions.current()).toBe(0);

    const right = page.getByRole('button', { name: 'Scroll principles right' });
    const left = page.getByRole('button', { name: 'Scroll principles left' });
    for (const [arrow, expected] of [
      [right, 360],
      [right, 720],
      [left, 360],
      [left, 0],
    ] as const) {
      await arrow.click();
      await expect.poll(positions.current).toBe(expected);
    }
    // Instant: the row jumped from step to step with no positions in between. Polled: the scroll event of the
    // last step can arrive a frame after scrollLeft already reads 0.
    await expect.poll(positions.seen).toEqual([360, 720, 360, 0]);
  });

  test('scrolls the card row smoothly when motion is allowed', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.setViewportSize({ width: 700, height: 900 });
    await openLanding(page);
    const row = page.getByRole('region', { name: 'Vision principles' });
    await row.scrollIntoViewIfNeeded();
    const positions = await recordScrollPositions(row);
    await page.getByRole('button', { name: 'Scroll principles right' }).click();
    await expect.poll(positions.current).toBe(360);
    const seen = await positions.seen();
    expect(seen.some((left) => left > 0 && left < 360)).toBe(true);
  });

  test('switches to the narrow layout and its logo below 768 px', async ({ page }) => {
    // The dark theme's wide logo (theme.spec.ts checks the light one).
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.setViewportSize({ width: 768, height: 900 });
    await openLanding(page);
    const logo = page.getByRole('link', { name: 'DGrid home' }).getByRole('img');
    await expect.poll(() => shownFile(logo)).toBe('/images/logo-wide.svg');

    await page.setViewportSize({ width: 767, height: 900 });
    await expect.poll(() => shownFile(logo)).toBe('/images/logo-mark.svg');
    const diagram = page.getByRole('img', { name: /^An app request travels/ });
    await diagram.scrollIntoViewIfNeeded();
    await expect
      .poll(() => diagram.evaluate((image: HTMLImageElement) => image.currentSrc))
      .toContain('/images/how-it-works-narrow.svg');

    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(() => shownFile(logo)).toBe('/images/logo-wide.svg');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('opens in the narrow layout straight away, with nothing wider than the screen', async ({ page }) => {
      await openLanding(page);
      const logo = page.getByRole('link', { name: 'DGrid home' }).getByRole('img');
      await expect.poll(() => shownFile(logo)).toBe('/images/logo-mark.svg');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });

  test('Docs and Learn More open the documentation in a new tab', async ({ page, context }) => {
    // The documentation site is outside this machine: answer it locally so the new tab has a page to show.
    await context.route('https://docs.dgrid.ai/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Docs</title>' }),
    );
    await openLanding(page);
    for (const link of [
      page.getByRole('banner').getByRole('link', { name: /^Docs/ }),
      page.getByRole('link', { name: /^Learn More/ }),
    ]) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      const popupPromise = page.waitForEvent('popup');
      await link.click();
      const popup = await popupPromise;
      await popup.waitForLoadState();
      expect(popup.url()).toBe('https://docs.dgrid.ai/');
      expect(await popup.evaluate(() => window.opener)).toBeNull();
      await popup.close();
    }
    await expect(page).toHaveURL('/');
  });

  test('keeps the chosen language across reloads', async ({ page }) => {
    await openLanding(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('zh');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('去中心化 AI 推理网络');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('zh');

    await page.reload();
    await expect(page.locator('#root')).toHaveAttribute('data-booted', 'true');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('去中心化 AI 推理网络');

    await page.getByRole('combobox', { name: '语言' }).selectOption('en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Decentralized AI Inference Network');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Decentralized AI Inference Network');
  });
});
