import { expect, type Page } from '@playwright/test';
import type { TestWallet } from '../fixtures/test-wallet';

/** The dialog a person sees at a given moment, by its title. */
export const dialogs = {
  connect: (page: Page) => page.getByRole('dialog', { name: 'Connect a wallet' }),
  signIn: (page: Page) => page.getByRole('dialog', { name: 'Verify your account' }),
  account: (page: Page) => page.getByRole('dialog', { name: 'Your account' }),
  network: (page: Page) => page.getByRole('dialog', { name: 'Switch networks' }),
};

/** The header's account chip: its name is the balance and the shortened address. */
export function accountChip(page: Page, wallet: TestWallet) {
  const short = `${wallet.address.slice(0, 4)}…${wallet.address.slice(-4)}`;
  return page.getByRole('banner').getByRole('button', { name: new RegExp(`${short}$`) });
}

/** Opens the connect dialog from the page's call to action and picks the injected test wallet. */
export async function connectWallet(page: Page) {
  await page.getByRole('main').getByRole('button', { name: 'Connect Wallet' }).click();
  await dialogs.connect(page).getByRole('button', { name: 'E2E Test Wallet' }).click();
  await expect(dialogs.signIn(page)).toBeVisible();
}

/** Signs the sign-in message: the dialog closes, the token is stored and the header shows the account. */
export async function sendSignInMessage(page: Page, wallet: TestWallet) {
  await dialogs.signIn(page).getByRole('button', { name: 'Send message' }).click();
  await expect(dialogs.signIn(page)).toBeHidden();
  await expect(accountChip(page, wallet)).toBeVisible();
  // The token, and the server-minus-page clock offset its iat gave on arrival (src/domain/server-clock.ts).
  await expect
    .poll(() => storedLoginToken(page))
    .toMatch(/^\{"token":"[\w-]+\.[\w-]+\.[\w-]+","clockOffsetMs":-?\d+\}$/);
}

/** A signed-in person on `path` (default /app): connect, sign, profile shown. */
export async function signIn(page: Page, wallet: TestWallet, path = '/app') {
  await page.goto(path);
  await connectWallet(page);
  await sendSignInMessage(page, wallet);
}

export async function storedLoginToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('loginToken'));
}
