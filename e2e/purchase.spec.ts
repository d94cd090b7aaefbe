import { expect, type Page } from '@playwright/test';
import { devnetPaymentsContract } from '../server/src/devnet/dev-accounts';
import type { TestWallet } from './fixtures/test-wallet';
import { newestOrder, payCalldata } from './support/api';
import { accountChip, dialogs, signIn } from './support/app';
import { e2eTreasury } from './support/e2e-env';
import { test, unsupportedChainId } from './support/fixtures';

/** The account dialog lists exactly these recent transactions (description and status); then it is closed. */
async function expectRecentTransactions(page: Page, wallet: TestWallet, expected: RegExp[]) {
  await accountChip(page, wallet).click();
  const list = dialogs.account(page).getByRole('region', { name: 'Recent transactions' });
  await expect(list.getByRole('listitem')).toHaveText(expected);
  await page.keyboard.press('Escape');
  await expect(dialogs.account(page)).toBeHidden();
}

test.describe('purchase', () => {
  test('a payment is pending until its block is mined, then confirmed, and the watcher marks the order paid', async ({
    page,
    wallet,
    chain,
  }) => {
    await signIn(page, wallet, '/app/purchase');
    const form = page.getByRole('region', { name: 'Buy DGAI' });
    const payment = form.getByRole('region', { name: 'Payment' });
    const orders = page.getByRole('table', { name: 'Your orders' });
    await form.getByRole('textbox', { name: 'Amount to buy' }).fill('1000');
    await expect(form.getByTestId('purchase-cost')).toHaveText(/^0\.1\s*ETH$/);
    // The header's balance: the 100 ETH the wallet was funded with.
    await expect(accountChip(page, wallet)).toHaveAccessibleName(/^100 ETH /);

    await chain.setAutomine(false);
    await form.getByRole('button', { name: 'Buy DGAI' }).click();
    await expect(payment.getByRole('status').first()).toHaveText('Transaction pending');
    await expect(payment.getByRole('listitem').filter({ hasText: 'Transaction pending' })).toContainText(
      '(in progress)',
    );
    await expect(orders.getByRole('row').nth(1)).toHaveAccessibleName(
      / 1,000 DGAI 0\.1 ETH Awaiting payment /,
    );
    await expect.poll(() => chain.pendingTransactionCount()).toBe(1);
    // The one transaction calls pay(reference) on the payments contract (server/README.md: its devnet address)
    // with exactly the order's value (issue 27, product-rules.md Purchase).
    const order = await newestOrder(page);
    expect(order.payTo.toLowerCase()).toBe(devnetPaymentsContract.toLowerCase());
    const [sent] = await chain.pendingTransactions();
    expect({ ...sent, to: sent?.to?.toLowerCase(), from: sent?.from.toLowerCase() }).toEqual({
      from: wallet.address.toLowerCase(),
      to: order.payTo.toLowerCase(),
      value: 10n ** 17n,
      input: payCalldata(order.reference),
    });
    await expectRecentTransactions(page, wallet, [/^Buy 1,000 DGAI\s*Pending$/]);

    await chain.mine();
    await expect(payment.getByText('Done: 1,000 DGAI are yours.')).toBeVisible();
    for (const step of ['Confirmed on chain', 'Recorded by DGrid', 'DGAI credited']) {
      await expect(payment.getByRole('listitem').filter({ hasText: step })).toContainText('(done)');
    }
    // One order: 1,000 DGAI for 0.1 ETH, paid by the transaction the wallet sent.
    await expect(orders.getByRole('row')).toHaveCount(2);
    await expect(orders.getByRole('row').nth(1)).toHaveAccessibleName(
      / 1,000 DGAI 0\.1 ETH Paid 0x[0-9a-f]{4}…/,
    );
    await expectRecentTransactions(page, wallet, [/^Buy 1,000 DGAI\s*Confirmed$/]);
    // The header's balance is read again once the payment settles: 0.1 ETH and a little gas less, truncated.
    await expect(accountChip(page, wallet)).toHaveAccessibleName(/^99\.89 ETH /);

    // 1,000 DGAI paid in total make a pass holder.
    await page.goto('/app');
    await expect(page.getByRole('definition').filter({ hasText: /^Holder since / })).toBeVisible();
  });

  test('a payment the chain reverts is shown as failed and the order stays unpaid', async ({
    page,
    wallet,
    chain,
  }) => {
    await signIn(page, wallet, '/app/purchase');
    const form = page.getByRole('region', { name: 'Buy DGAI' });
    const payment = form.getByRole('region', { name: 'Payment' });
    await form.getByRole('textbox', { name: 'Amount to buy' }).fill('5');

    await chain.setAutomine(false);
    await form.getByRole('button', { name: 'Buy DGAI' }).click();
    await expect(payment.getByRole('status').first()).toHaveText('Transaction pending');
    // The treasury refuses every payment from the block on: the contract's forward fails, so the wallet's
    // transaction is mined and reverted (DGridPayments reverts when the treasury rejects).
    const treasury = await chain.makeAlwaysRevert(e2eTreasury);
    try {
      await chain.mine();
      const failure = payment.getByRole('alert');
      await expect(failure).toContainText('The payment did not go through');
      await expect(failure).toContainText('The transaction failed on chain. Nothing was bought; try again.');
    } finally {
      await treasury.restore();
    }
    await expect(payment.getByRole('listitem').filter({ hasText: 'Transaction pending' })).toContainText(
      '(failed)',
    );
    const row = page.getByRole('table', { name: 'Your orders' }).getByRole('row').nth(1);
    await expect(row.getByRole('cell').nth(3)).toHaveText('Awaiting payment');
    await expectRecentTransactions(page, wallet, [/^Buy 5 DGAI\s*Failed$/]);

    // With the treasury accepting payments again, Try again pays and the newest order is credited.
    await chain.setAutomine(true);
    await payment.getByRole('button', { name: 'Try again' }).click();
    await expect(payment.getByText('Done: 5 DGAI are yours.')).toBeVisible();
    await expect(row.getByRole('cell').nth(3)).toHaveText('Paid');
    await expectRecentTransactions(page, wallet, [/^Buy 5 DGAI\s*Confirmed$/, /^Buy 5 DGAI\s*Failed$/]);
  });

  test('a wallet on another network is switched from the purchase screen and the payment goes on; a declined switch can be tried again', async ({
    page,
    wallet,
  }) => {
    await signIn(page, wallet, '/app/purchase');
    await wallet.switchChainInWallet(unsupportedChainId);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Wrong network' })).toBeVisible();
    const form = page.getByRole('region', { name: 'Buy DGAI' });
    const payment = form.getByRole('region', { name: 'Payment' });
    await form.getByRole('textbox', { name: 'Amount to buy' }).fill('7');
    await form.getByRole('button', { name: 'Buy DGAI' }).click();

    const wrongNetwork = payment.getByRole('alert').filter({ hasText: 'Your wallet is on another network' });
    await expect(wrongNetwork).toContainText('This order is paid on Anvil. Switch your wallet to it');
    const switchNetwork = payment.getByRole('button', { name: 'Switch network' });
    await expect(switchNetwork).toBeFocused();

    // Declined in the wallet: said so, and Switch network is there again.
    wallet.rejectMethod('wallet_switchEthereumChain');
    await switchNetwork.click();
    await expect(wrongNetwork).toContainText('You declined the network switch in your wallet.');
    expect(wallet.chainId).toBe(unsupportedChainId);

    // Accepted: the wallet moves to Anvil and the same order is paid without pressing Buy again.
    wallet.rejectMethod('wallet_switchEthereumChain', false);
    await switchNetwork.click();
    await expect(payment.getByText('Done: 7 DGAI are yours.')).toBeVisible();
    expect(wallet.chainId).toBe(31337);
    await expect(page.getByRole('banner').getByRole('button', { name: /^Network: Anvil/ })).toBeVisible();
    const orders = page.getByRole('table', { name: 'Your orders' });
    await expect(orders.getByRole('row')).toHaveCount(2);
    await expect(orders.getByRole('row').nth(1).getByRole('cell').nth(3)).toHaveText('Paid');
    await expectRecentTransactions(page, wallet, [/^Buy 7 DGAI\s*Confirmed$/]);
  });
});
