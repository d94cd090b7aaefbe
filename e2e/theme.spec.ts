import { expect, type Page } from '@playwright/test';
import { dialogs } from './support/app';
import { test } from './support/fixtures';

const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const light = 'rgb(246, 248, 252)';
const dark = 'rgb(7, 11, 20)';
const footerLogo = (page: Page) => page.getByRole('contentinfo').getByRole('img', { name: 'DGrid' });
const toggle = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Dark theme' });

/** No module script of the app runs: what the page shows then is the prerender, CSS and the inline script. */
const blockAppScripts = (page: Page) => page.route(/\/assets\/.*\.js$/, (route) => route.abort());

test.describe('light and dark themes', () => {
  for (const [colorScheme, background, logo] of [
    ['light', light, '/images/logo-footer-light.svg'],
    ['dark', dark, '/images/logo-footer-dark.svg'],
  ] as const) {
    test(`follows a ${colorScheme} system before any script runs, footer logo included`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await blockAppScripts(page);
      await page.goto('/');
      expect(await pageBackground(page)).toBe(background);
      await expect(footerLogo(page)).toHaveAttribute('src', logo);
      await expect(footerLogo(page)).toHaveCount(1);
    });
  }

  test('the header toggle switches, is remembered, and applies before the first paint on the next visit', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.locator('#root')).toHaveAttribute('data-booted', 'true');
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
    await toggle(page).click();
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false');
    expect(await pageBackground(page)).toBe(light);
    await expect(footerLogo(page)).toHaveAttribute('src', '/images/logo-footer-light.svg');

    // The next visit, with no app script running: index.html's inline script (allowed by the CSP's hash)
    // has set the theme, so the first paint is already light.
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    await blockAppScripts(page);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await pageBackground(page)).toBe(light);
    await expect(footerLogo(page)).toHaveAttribute('src', '/images/logo-footer-light.svg');
    expect(messages.filter((line) => /Content Security Policy/i.test(line))).toEqual([]);

    // Toggling back to the system's theme forgets the choice.
    await page.unrouteAll();
    await page.reload();
    await expect(page.locator('#root')).toHaveAttribute('data-booted', 'true');
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false');
    await toggle(page).click();
    await expect(page.locator('html')).not.toHaveAttribute('data-theme');
    expect(await page.evaluate(() => localStorage.getItem('dgrid-theme'))).toBeNull();
    expect(await pageBackground(page)).toBe(dark);
  });

  test('the app and its wallet dialogs follow the toggle', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/app');
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
    await toggle(page).click();
    expect(await pageBackground(page)).toBe(light);
    await page.getByRole('main').getByRole('button', { name: 'Connect Wallet' }).click();
    const dialog = dialogs.connect(page);
    await expect(dialog.getByRole('heading', { name: 'Connect a wallet' })).toBeVisible();
    expect(await dialog.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
      'rgb(255, 255, 255)',
    );
  });
});
