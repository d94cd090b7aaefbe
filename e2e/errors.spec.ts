import { expect } from '@playwright/test';
import { signIn, storedLoginToken } from './support/app';
import { test } from './support/fixtures';

test.describe('errors', () => {
  test('a stored token the server refuses sends the browser to /dgridpass and is removed', async ({
    page,
  }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('loginToken', JSON.stringify({ token: 'bad' })));
    const refused = page.waitForResponse((response) => response.url().endsWith('/api/v1/me'));
    await page.goto('/app');
    expect((await refused).status()).toBe(401);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/dgridpass');
    await expect.poll(() => storedLoginToken(page)).toBeNull();
    await expect(page.getByRole('main')).toContainText('Please sign in again');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
  });

  test("a 502 from the API shows 'Server Error' at the top centre", async ({ page, wallet }) => {
    await signIn(page, wallet);
    await page.route('**/api/v1/me', (route) =>
      route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: JSON.stringify({ code: 502, error: 'The chain node is unavailable.', data: null }),
      }),
    );
    await page.reload();
    const toast = page.getByRole('alert').filter({ hasText: 'Server Error' });
    await expect(toast).toBeVisible();
    const box = await toast.boundingBox();
    const viewport = page.viewportSize();
    if (!box || !viewport) throw new Error('the toast or the viewport has no size');
    expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThanOrEqual(2);
    expect(box.y).toBeLessThan(viewport.height / 4);
    // 502 is no reason to end the session.
    expect(await storedLoginToken(page)).not.toBeNull();
  });
});
