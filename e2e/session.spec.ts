import { expect, type Page } from '@playwright/test';
import { accountChip, dialogs, sendSignInMessage, signIn, storedLoginToken } from './support/app';
import { test } from './support/fixtures';

test.describe('session lifetime', () => {
  test('an expired session asks to sign in again on the page, the wallet still connected, and the page stays', async ({
    page,
    wallet,
  }) => {
    // The page's clock runs normally until the test jumps it past the token's hour.
    await page.clock.install();
    await signIn(page, wallet, '/app/purchase');
    const form = page.getByRole('region', { name: 'Buy DGAI' });
    const amount = form.getByRole('textbox', { name: 'Amount to buy' });
    await amount.fill('250');
    const firstToken = await storedLoginToken(page);

    await page.clock.fastForward('01:00:01');
    await expect(dialogs.signIn(page)).toBeVisible();
    // Back to the real time, so the token signed now is not already an hour old for the page.
    await page.clock.setSystemTime(new Date());
    await expect(page.getByRole('status', { name: 'Your session has expired' })).toBeVisible();

    // The sign-in dialog (not the connect one) opened: the wallet is still connected.
    await sendSignInMessage(page, wallet);
    expect(await storedLoginToken(page)).not.toBe(firstToken);
    await expect(page).toHaveURL(/\/app\/purchase$/);
    // The page was never mounted afresh: the amount typed before the session ran out is still there.
    await expect(amount).toHaveValue('250');
    await expect(page.getByRole('status', { name: 'Your session has expired' })).toBeHidden();
  });

  test('a 401 goes to /dgridpass, which signs in again in place and returns to the page the user came from', async ({
    page,
    wallet,
  }) => {
    await signIn(page, wallet, '/app/mining');
    // The screen's own calls first: one still in flight when the server forgets the session gets the 401 before the
    // reload, and the reload then starts signed out on /app/mining (CI saw it once).
    await expect(page.getByRole('main').getByRole('heading', { name: 'Mining', level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    // The server forgets the session (as after a sign-out elsewhere): the next signed-in call gets 401.
    const token = JSON.parse((await storedLoginToken(page)) ?? '{}').token as string;
    const loggedOut = await page.request.post('/api/v1/auth/logout', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(loggedOut.ok()).toBe(true);
    await page.reload();

    await expect(page).toHaveURL(/\/dgridpass\?session=ended&from=%2Fapp%2Fmining$/);
    const status = page.getByRole('main').getByRole('region', { name: 'Your pass' });
    await status.getByRole('button', { name: 'Sign in again' }).click();
    await sendSignInMessage(page, wallet);
    await expect(page).toHaveURL(/\/app\/mining$/);
    await expect(page.getByRole('main').getByRole('heading', { name: 'Mining', level: 1 })).toBeVisible();
  });

  test('a hostile way back is ignored: /dgridpass stays put after signing in', async ({ page, wallet }) => {
    await page.goto('/dgridpass?session=ended&from=%2F%2Fevil.example%2Fapp');
    const status = page.getByRole('main').getByRole('region', { name: 'Your pass' });
    await status.getByRole('button', { name: 'Sign in again' }).click();
    await dialogs.connect(page).getByRole('button', { name: 'E2E Test Wallet' }).click();
    await sendSignInMessage(page, wallet);
    await expect(status).toContainText('No pass yet');
    await expect(page).toHaveURL(/\/dgridpass\?/);
  });
});

test.describe("session lifetime by the server's clock, whatever the visitor's clock says", () => {
  const HOUR = 3_600_000;
  /** What the page stored next to its token: the server-minus-page clock offset measured when it arrived. */
  const storedClockOffset = async (page: Page) =>
    (JSON.parse((await storedLoginToken(page)) ?? '{}') as { clockOffsetMs?: number }).clockOffsetMs;

  test('a clock three hours ahead: signed in for the whole hour, also after a reload, then asked to sign again', async ({
    page,
    wallet,
  }) => {
    await page.clock.install({ time: Date.now() + 3 * HOUR });
    await signIn(page, wallet, '/app/purchase');
    // iat has whole seconds and the answer takes a moment: the offset is three hours, give or take a few seconds.
    expect(Math.abs(((await storedClockOffset(page)) ?? 0) + 3 * HOUR)).toBeLessThan(10_000);
    const expiredStatus = page.getByRole('status', { name: 'Your session has expired' });
    await expect(page.getByRole('region', { name: 'Buy DGAI' })).toBeVisible();
    await expect(expiredStatus).toBeHidden();

    await page.reload();
    await expect(accountChip(page, wallet)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Buy DGAI' })).toBeVisible();
    await expect(dialogs.signIn(page)).toBeHidden();
    await expect(expiredStatus).toBeHidden();

    await page.clock.fastForward('01:00:01');
    await expect(dialogs.signIn(page)).toBeVisible();
    await expect(expiredStatus).toBeVisible();
  });

  test('a clock three hours behind: asked to sign again when the hour is up, before any call is refused', async ({
    page,
    wallet,
  }) => {
    await page.clock.install({ time: Date.now() - 3 * HOUR });
    await signIn(page, wallet, '/app/purchase');
    expect(Math.abs(((await storedClockOffset(page)) ?? 0) - 3 * HOUR)).toBeLessThan(10_000);
    await page.clock.fastForward('01:00:01');
    await expect(dialogs.signIn(page)).toBeVisible();
    await expect(page.getByRole('status', { name: 'Your session has expired' })).toBeVisible();
    await expect(page).toHaveURL(/\/app\/purchase$/);
  });
});

test.describe('tabs stay in step', () => {
  test('sign out in one tab signs the other out; signing in again there signs this one in', async ({
    page,
    wallet,
  }) => {
    await signIn(page, wallet, '/app');
    const other = await page.context().newPage();
    await other.goto('/app');
    await expect(accountChip(other, wallet)).toBeVisible();
    await expect(other.getByRole('main')).toContainText(wallet.address);

    await accountChip(page, wallet).click();
    await dialogs.account(page).getByRole('button', { name: 'Disconnect' }).click();
    await expect(
      other.getByRole('main').getByRole('heading', { name: 'Connect your wallet to begin' }),
    ).toBeVisible();
    // The wallet too: the other tab's header no longer shows it connected.
    await expect(accountChip(other, wallet)).toBeHidden();
    await expect(other.getByRole('banner').getByRole('button', { name: 'Connect Wallet' })).toBeVisible();

    await page.getByRole('main').getByRole('button', { name: 'Connect Wallet' }).click();
    await dialogs.connect(page).getByRole('button', { name: 'E2E Test Wallet' }).click();
    await sendSignInMessage(page, wallet);
    await expect(other.getByRole('main')).toContainText(wallet.address);
  });
});
