import { expect, type Locator, type Page } from '@playwright/test';
import { buyOutsideTheUi } from './support/api';
import { signIn } from './support/app';
import { test } from './support/fixtures';

/** The first DGAI amount `locator` shows ("4.1643 DGAI" → 4.1643), so the test can compare figures. */
async function dgai(locator: Locator): Promise<number> {
  const text = (await locator.textContent()) ?? '';
  const match = /([\d,]+(?:\.\d+)?)\s*DGAI/.exec(text);
  if (!match?.[1]) throw new Error(`no DGAI amount in "${text}"`);
  return Number(match[1].replaceAll(',', ''));
}

const figure = (page: Page, name: string): Locator =>
  page.getByRole('region', { name: 'Your mining' }).getByRole('region', { name, exact: true });

const chart = (page: Page, name: string): Locator => page.getByRole('figure', { name, exact: true });

/** Signs in, buys 1,000 DGAI (1,000 mining power) and opens the Mining screen. */
async function minerWithPower(page: Page, wallet: Parameters<typeof buyOutsideTheUi>[1]) {
  await signIn(page, wallet);
  await buyOutsideTheUi(page, wallet, 1000);
  await page.getByRole('link', { name: 'Mining' }).click();
  await expect(figure(page, 'Mining power')).toContainText('1,000');
}

test.describe('mining', () => {
  test('rewards accrue every second and Claim moves them into the claimed balance', async ({
    page,
    wallet,
  }) => {
    await minerWithPower(page, wallet);
    await expect(chart(page, 'Mining power')).toContainText('1,000 power today; 0 on ');
    const claimedChart = chart(page, 'Rewards claimed per day');
    await expect(claimedChart).toContainText('No rewards claimed in this period');
    const pending = figure(page, 'Pending rewards');
    await expect(pending).toContainText(/per second/);
    const first = await dgai(pending);
    await expect.poll(() => dgai(pending)).toBeGreaterThan(first);
    await expect(figure(page, 'Total claimed')).toContainText('Nothing claimed yet');

    await pending.getByRole('button', { name: 'Claim rewards' }).click();
    const outcome = pending.getByRole('status');
    await expect(outcome).toContainText(/^Claimed /);
    const claimed = await dgai(outcome);
    expect(claimed).toBeGreaterThan(0);
    await expect(figure(page, 'Total claimed')).toContainText(/Last claim /);
    expect(await dgai(figure(page, 'Total claimed'))).toBe(claimed);

    const history = page.getByRole('table', { name: 'Mining history' });
    await expect(history.getByRole('row')).toHaveCount(2);
    await expect(history.getByRole('row').nth(1)).toHaveAccessibleName(/ Mining claim /);
    expect(await dgai(history.getByRole('row').nth(1).getByRole('cell').last())).toBe(claimed);
    const claims = page.getByRole('table', { name: 'Claim history' });
    await expect(claims.getByRole('row')).toHaveCount(2);
    expect(await dgai(claims.getByRole('row').nth(1).getByRole('cell').last())).toBe(claimed);

    // The chart of the last 30 days has today's claim (shown to 2 decimals), in its summary and its table.
    await expect(claimedChart).toContainText(/DGAI claimed in 30 days; the most on /);
    expect(await dgai(claimedChart.locator('figcaption'))).toBe(Math.floor(claimed * 100) / 100);
    await claimedChart.getByText('Show the numbers').click();
    const days = claimedChart.getByRole('table', { name: 'Rewards claimed per day' });
    await expect(days.getByRole('row')).toHaveCount(31);
    expect(await dgai(days.getByRole('row').last().getByRole('cell'))).toBe(Math.floor(claimed * 100) / 100);
  });

  test('without a purchase the charts say there is nothing to draw yet', async ({ page, wallet }) => {
    await signIn(page, wallet, '/app/mining');
    await expect(page.getByTestId('no-power')).toBeVisible();
    await expect(chart(page, 'Mining power')).toContainText('No mining power in this period');
    await expect(chart(page, 'Rewards claimed per day')).toContainText('No rewards claimed in this period');
    await expect(page.getByRole('figure').getByText('Show the numbers')).toHaveCount(0);
  });

  test('the daily bonus is collected once, then waits out its 24 h cooldown', async ({ page, wallet }) => {
    await minerWithPower(page, wallet);
    const bonus = figure(page, 'Daily bonus');
    await expect(bonus).toContainText('Ready to collect');
    expect(await dgai(bonus)).toBe(10);

    await bonus.getByRole('button', { name: 'Collect bonus' }).click();
    await expect(bonus.getByRole('status')).toContainText('Collected 10 DGAI');
    await expect(bonus).toContainText(/Next collection in 2[34]:\d\d:\d\d/);
    await expect(bonus.getByRole('button', { name: 'Collect bonus' })).toBeDisabled();
    expect(await dgai(figure(page, 'Total claimed'))).toBe(10);
    const history = page.getByRole('table', { name: 'Mining history' });
    await expect(history.getByRole('row').nth(1)).toHaveAccessibleName(/ Daily bonus 10 DGAI$/);

    // The cooldown is the server's: a fresh load still shows it.
    await page.reload();
    await expect(bonus).toContainText(/Next collection in 2[34]:\d\d:\d\d/);
    await expect(bonus.getByRole('button', { name: 'Collect bonus' })).toBeDisabled();
  });
});
