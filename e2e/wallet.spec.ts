import { expect } from '@playwright/test';
import {
  accountChip,
  connectWallet,
  dialogs,
  sendSignInMessage,
  signIn,
  storedLoginToken,
} from './support/app';
import { test, unsupportedChainId } from './support/fixtures';

test.describe('wallet', () => {
  test('the connect dialog lists the browser wallet as Installed and the six fixed wallets as Recommended', async ({
    page,
    wallet: _wallet,
  }) => {
    await page.goto('/app');
    await page.getByRole('main').getByRole('button', { name: 'Connect Wallet' }).click();
    const list = dialogs.connect(page).getByRole('region', { name: 'Available wallets' });
    await expect(list.getByRole('heading')).toHaveText(['Installed', 'Recommended']);
    const group = (name: string) =>
      list.getByRole('heading', { name }).locator('xpath=following-sibling::ul[1]').getByRole('button');
    await expect(group('Installed')).toHaveText(['E2E Test Wallet']);
    await expect(group('Recommended')).toHaveText([
      'OKX Wallet',
      'Bitget Wallet',
      'TokenPocket',
      'MetaMask',
      'Rainbow',
      'WalletConnect',
    ]);
    await page.keyboard.press('Escape');
    await expect(dialogs.connect(page)).toBeHidden();
  });

  test('a returning visitor continues with the last wallet: the dialog opens compact on it; refusing shows the full list', async ({
    page,
    wallet,
  }) => {
    await page.goto('/app');
    await connectWallet(page);
    // Closing sign-in without signing disconnects; the wallet is now the recent one.
    await page.keyboard.press('Escape');
    await expect(dialogs.signIn(page)).toBeHidden();
    const main = page.getByRole('main');
    const continueWith = main.getByRole('button', { name: 'Continue with E2E Test Wallet' });
    await expect(main.getByRole('button', { name: 'Connect Wallet' })).toBeVisible();

    wallet.rejectMethod('eth_requestAccounts');
    const decide = wallet.holdMethod('eth_requestAccounts');
    await continueWith.click();
    const dialog = dialogs.connect(page);
    await expect(dialog).toHaveClass(/kit-dialog--compact/);
    await expect(dialog.getByRole('paragraph').filter({ hasText: 'Opening E2E Test Wallet…' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Back' })).toHaveCount(0);
    decide();
    // Refused in the wallet: the ordinary dialog, wide in this 1280 px window, with the whole list.
    await expect(dialog).toHaveClass(/kit-dialog--wide/);
    await expect(dialog.getByRole('button', { name: 'E2E Test Wallet, Recent' })).toBeVisible();
    await page.keyboard.press('Escape');

    wallet.rejectMethod('eth_requestAccounts', false);
    await continueWith.click();
    await expect(dialogs.signIn(page)).toBeVisible();
  });

  test('a refused signature returns to the sign-in dialog silently; signing in stores the token and shows the profile', async ({
    page,
    wallet,
  }) => {
    await page.goto('/app');
    await connectWallet(page);
    const dialog = dialogs.signIn(page);
    const send = dialog.getByRole('button', { name: 'Send message' });

    wallet.rejectMethod('personal_sign');
    await send.click();
    await expect.poll(() => wallet.calls.includes('personal_sign')).toBe(true);
    // Back to idle: Send message again, no error message, no token.
    await expect(send).toBeEnabled();
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await expect(dialog.getByRole('status')).toHaveText('');
    expect(await storedLoginToken(page)).toBeNull();

    wallet.rejectMethod('personal_sign', false);
    await sendSignInMessage(page, wallet);
    const profile = page.getByRole('region', { name: 'Your account' });
    await expect(profile.getByText(wallet.address, { exact: true })).toBeVisible();
    await expect(profile.getByText(/^[A-Z0-9]{8}$/)).toBeVisible();

    // The session outlives a reload: the stored token signs the person straight back in.
    await page.reload();
    await expect(profile.getByText(wallet.address, { exact: true })).toBeVisible();
    await expect(accountChip(page, wallet)).toBeVisible();
  });

  test('the account dialog copies the address and disconnects', async ({ page, context, wallet }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, wallet);
    await expect(accountChip(page, wallet)).toHaveAccessibleName(/^100 ETH /);
    await accountChip(page, wallet).click();
    const dialog = dialogs.account(page);
    await expect(dialog.getByText('100 ETH')).toBeVisible();

    await dialog.getByRole('button', { name: 'Copy address' }).click();
    await expect(dialog.getByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(dialog.getByRole('status').filter({ hasText: 'Copied!' })).toBeAttached();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(wallet.address);
    // Copied! lasts 1.5 s, then the button offers to copy again.
    await expect(dialog.getByRole('button', { name: 'Copy address' })).toBeVisible();

    await dialog.getByRole('button', { name: 'Disconnect' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
    await expect.poll(() => storedLoginToken(page)).toBeNull();
  });

  test('a wallet on an unsupported network gets the wrong-network warning and can switch back', async ({
    page,
    wallet,
  }) => {
    await signIn(page, wallet);
    await wallet.switchChainInWallet(unsupportedChainId);
    const wrongNetwork = page.getByRole('banner').getByRole('button', { name: 'Wrong network' });
    await expect(wrongNetwork).toBeVisible();

    await wrongNetwork.click();
    const dialog = dialogs.network(page);
    await expect(dialog.getByRole('alert')).toHaveText(
      'This network is not supported. Switch to another network or disconnect to continue.',
    );
    await expect(dialog.getByRole('button', { name: 'Disconnect' })).toBeVisible();

    await dialog.getByRole('button', { name: /Anvil/ }).click();
    await expect(dialog).toBeHidden();
    expect(wallet.chainId).toBe(31337);
    await expect(wrongNetwork).toBeHidden();
    await expect(page.getByRole('banner').getByRole('button', { name: /^Network: Anvil/ })).toBeVisible();
    // A network change does not end the session.
    expect(await storedLoginToken(page)).not.toBeNull();
  });

  test('the open network dialog follows a chain change made in the wallet, to an unsupported chain and back', async ({
    page,
    wallet,
  }) => {
    await signIn(page, wallet);
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Network: Anvil/ })
      .click();
    const dialog = dialogs.network(page);
    const anvil = dialog.getByRole('button', { name: /Anvil/ });
    await expect(anvil).toHaveAttribute('aria-current', 'true');
    await expect(dialog.getByRole('alert')).toHaveCount(0);

    await wallet.switchChainInWallet(unsupportedChainId);
    await expect(dialog.getByRole('alert')).toHaveText(
      'This network is not supported. Switch to another network or disconnect to continue.',
    );
    await expect(anvil).not.toHaveAttribute('aria-current', 'true');

    await wallet.switchChainInWallet(31337);
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await expect(anvil).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Wrong network' })).toBeHidden();
  });
});
