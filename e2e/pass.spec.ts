import { expect } from '@playwright/test';
import { buyOutsideTheUi } from './support/api';
import { accountChip, dialogs, sendSignInMessage } from './support/app';
import { test } from './support/fixtures';

test('the pass page: Connect Wallet when signed out, progress once signed in, the pass at 1,000 DGAI', async ({
  page,
  wallet,
}) => {
  await page.goto('/dgridpass');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('DGrid Pass');
  const status = main.getByRole('region', { name: 'Your pass' });
  await expect(status).toContainText('Connect your wallet to see your pass');
  await expect(status.getByRole('link', { name: 'Buy DGAI' })).toHaveAttribute('href', '/app/purchase');
  // The wallet starts when the browser is idle (or on the first Connect press); its wallet buttons show from then on.
  await status.getByRole('button', { name: 'Connect Wallet' }).click();
  await dialogs.connect(page).getByRole('button', { name: 'Close' }).click();
  // A wallet button: MetaMask's extension is not in this browser, so the dialog opens on it alone (its QR code).
  await status.getByRole('button', { name: 'Continue with MetaMask' }).click();
  const onMetaMask = page.getByRole('dialog', { name: 'Scan with MetaMask' });
  await expect(onMetaMask.getByRole('img', { name: 'QR code for connecting MetaMask' })).toBeVisible();
  await expect(onMetaMask.getByRole('button', { name: 'E2E Test Wallet' })).toHaveCount(0);
  await onMetaMask.getByRole('button', { name: 'Close' }).click();
  await expect(onMetaMask).toBeHidden();
  await expect(status.getByRole('button', { name: 'Use WalletConnect' })).toBeEnabled();
  await status.getByRole('button', { name: 'Connect Wallet' }).click();
  await dialogs.connect(page).getByRole('button', { name: 'E2E Test Wallet' }).click();
  await sendSignInMessage(page, wallet);

  await expect(status).toContainText('No pass yet');
  await expect(status).toContainText('0 of 1,000 DGAI bought');

  await buyOutsideTheUi(page, wallet, 600);
  await page.reload();
  await expect(status).toContainText('600 of 1,000 DGAI bought');
  // Signed in, a fresh load shows the person's account in the header without a click.
  await expect(accountChip(page, wallet)).toBeVisible();
  await expect(status).toContainText('Buy 400 more DGAI to get your pass.');

  await buyOutsideTheUi(page, wallet, 400);
  await page.reload();
  await expect(status).toContainText('You hold a DGrid Pass');
  await expect(status).toContainText(/Holder since /);
});

test('the pass page by keyboard: Escape gives focus back to Connect Wallet, in the page and in the header', async ({
  page,
}) => {
  await page.goto('/dgridpass');
  const status = page.getByRole('main').getByRole('region', { name: 'Your pass' });
  // Starting the wallet must not remount the page: the button the dialog returns focus to is still there.
  const connect = status.getByRole('button', { name: 'Connect Wallet' });
  await connect.focus();
  await page.keyboard.press('Enter');
  await expect(dialogs.connect(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialogs.connect(page)).toBeHidden();
  await expect(connect).toBeFocused();

  // The header's stand-in Connect Wallet gave way to the wallet's own: focus goes to that one.
  const header = page.getByRole('banner');
  await page.goto('/dgridpass');
  await header.getByRole('button', { name: 'Connect Wallet' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialogs.connect(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(header.getByRole('button', { name: 'Connect Wallet' })).toBeFocused();
});
