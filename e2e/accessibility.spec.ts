import { expect } from '@playwright/test';
import { buyOutsideTheUi } from './support/api';
import { accountChip, dialogs, signIn } from './support/app';
import { expectNoSeriousViolations } from './support/axe';
import { test, unsupportedChainId } from './support/fixtures';
import { shownFile } from './support/images';

for (const colorScheme of ['dark', 'light'] as const) {
  test.describe(`accessibility in the ${colorScheme} theme (axe-core: no serious or critical violations, AA contrast)`, () => {
    // The visitor's system setting; the page follows it (no stored choice), and so does every wallet dialog.
    test.use({ colorScheme });

    test('the landing page, wide and narrow, in English and Chinese', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('#root')).toHaveAttribute('data-booted', 'true');
      await expectNoSeriousViolations(page, 'the landing page');

      await page.setViewportSize({ width: 390, height: 844 });
      const logo = page.getByRole('link', { name: 'DGrid home' }).getByRole('img');
      await expect.poll(() => shownFile(logo)).toBe('/images/logo-mark.svg');
      await expectNoSeriousViolations(page, 'the narrow landing page');

      await page.getByRole('combobox', { name: 'Language' }).selectOption('zh');
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
      await expectNoSeriousViolations(page, 'the landing page in Chinese');
    });

    test('every wallet dialog: connect (list, Get a wallet, opening, phone width), sign-in (and signing), account, network, wrong network', async ({
      page,
      wallet,
    }) => {
      await page.goto('/app');
      await page.getByRole('main').getByRole('button', { name: 'Connect Wallet' }).click();
      await expect(dialogs.connect(page).getByRole('button', { name: 'E2E Test Wallet' })).toBeVisible();
      await expectNoSeriousViolations(page, 'the connect dialog');
      await dialogs.connect(page).getByRole('button', { name: 'Get a wallet' }).click();
      await expect(dialogs.connect(page).getByRole('heading', { name: 'Get a wallet' })).toBeVisible();
      await expectNoSeriousViolations(page, "the connect dialog's Get a wallet step");
      await dialogs.connect(page).getByRole('button', { name: 'Back' }).click();

      // The wallet asks its owner: the dialog waits on the connect step.
      const approveConnection = wallet.holdMethod('eth_requestAccounts');
      await dialogs.connect(page).getByRole('button', { name: 'E2E Test Wallet' }).click();
      await expect(
        dialogs.connect(page).getByRole('paragraph').filter({ hasText: 'Opening E2E Test Wallet…' }),
      ).toBeVisible();
      await expectNoSeriousViolations(page, 'the connect dialog while the wallet opens');
      approveConnection();
      await expect(dialogs.signIn(page)).toBeVisible();

      await page.setViewportSize({ width: 390, height: 844 });
      await expectNoSeriousViolations(page, 'the sign-in dialog at phone width');
      await page.setViewportSize({ width: 1280, height: 720 });
      await expectNoSeriousViolations(page, 'the sign-in dialog');
      const approveSignature = wallet.holdMethod('personal_sign');
      await dialogs.signIn(page).getByRole('button', { name: 'Send message' }).click();
      await expect(dialogs.signIn(page).getByRole('button', { name: /Waiting for/ })).toBeDisabled();
      await expectNoSeriousViolations(page, 'the sign-in dialog while the wallet signs');
      approveSignature();
      await expect(dialogs.signIn(page)).toBeHidden();
      await expect(accountChip(page, wallet)).toBeVisible();

      await accountChip(page, wallet).click();
      await expect(dialogs.account(page).getByRole('button', { name: 'Disconnect' })).toBeVisible();
      await expectNoSeriousViolations(page, 'the account dialog');
      await page.keyboard.press('Escape');

      await page
        .getByRole('banner')
        .getByRole('button', { name: /^Network: Anvil/ })
        .click();
      await expect(dialogs.network(page).getByRole('button', { name: /Anvil/ })).toBeVisible();
      await expectNoSeriousViolations(page, 'the network dialog');
      await page.keyboard.press('Escape');
      await expect(dialogs.network(page)).toBeHidden();

      await wallet.switchChainInWallet(unsupportedChainId);
      await page.getByRole('banner').getByRole('button', { name: 'Wrong network' }).click();
      await expect(dialogs.network(page).getByRole('alert')).toBeVisible();
      await expectNoSeriousViolations(page, 'the network dialog on a wrong network');
    });

    test('every app screen signed out', async ({ page }) => {
      for (const path of ['/app', '/dgridpass', '/app/no-such-page']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoSeriousViolations(page, `${path} signed out`);
      }
    });

    test('every app screen signed in', async ({ page, wallet }) => {
      await signIn(page, wallet);
      for (const [path, ready] of [
        ['/app', page.getByRole('region', { name: 'Your account' })],
        ['/app/mining', page.getByRole('region', { name: 'Mining pools' }).getByRole('listitem').first()],
        ['/app/purchase', page.getByRole('region', { name: 'Your orders' })],
        ['/app/commission', page.getByRole('textbox', { name: 'Invite link' })],
        ['/dgridpass', page.getByRole('heading', { level: 1 })],
      ] as const) {
        await page.goto(path);
        await expect(ready).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await expectNoSeriousViolations(page, `${path} signed in`);
      }
    });

    test('the mining charts with data, their tables open, wide and narrow', async ({ page, wallet }) => {
      await signIn(page, wallet);
      await buyOutsideTheUi(page, wallet, 1000);
      await page.goto('/app/mining');
      const pending = page.getByRole('region', { name: 'Pending rewards' });
      await pending.getByRole('button', { name: 'Claim rewards' }).click();
      await expect(pending.getByRole('status')).toContainText(/^Claimed /);
      for (const name of ['Mining power', 'Rewards claimed per day']) {
        const chart = page.getByRole('figure', { name, exact: true });
        await expect(chart.locator('svg')).toBeVisible();
        await chart.getByText('Show the numbers').click();
        await expect(chart.getByRole('table')).toBeVisible();
      }
      await expectNoSeriousViolations(page, 'the mining charts');
      await page.setViewportSize({ width: 390, height: 844 });
      // The page takes its phone layout (history as cards, not wide tables) once the width has settled.
      await expect(page.getByRole('list', { name: 'Mining history' })).toBeVisible();
      await expectNoSeriousViolations(page, 'the narrow mining charts');
    });
  });
}
