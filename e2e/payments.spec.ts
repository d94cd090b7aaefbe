import { expect, type Page } from '@playwright/test';
import { payData, placeOrder, recordedPayments } from './support/api';
import { signIn } from './support/app';
import { expectNoSeriousViolations } from './support/axe';
import { otherPerson, test } from './support/fixtures';

const ether = (milli: number) => BigInt(milli) * 10n ** 15n;

/** Both themes pass axe with the notes shown (and, with E2E_SCREENSHOTS, are saved at 1440 and 390 px). */
async function expectAccessibleInBothThemes(page: Page, name: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoSeriousViolations(page, name);
  }
}

/**
 * Payments the watcher cannot simply credit, made from wallets outside the app as people do: each is shown in
 * the buyer's history with what happened and what they can do, and the order completes when the rest is paid.
 */
test.describe('payments that do not match their order', () => {
  test('an underpaid order is completed with Pay the difference; money from another address and a second payment are owed back', async ({
    page,
    wallet,
    browser,
  }) => {
    // Two people, four payments mined and watched, four axe scans: longer than one purchase.
    test.slow();
    await signIn(page, wallet, '/app/purchase');
    // 1,000 DGAI cost 0.1 ETH; the buyer sends 0.04 ETH from the wallet itself.
    const order = await placeOrder(page, 1000);
    expect(order.value).toBe(ether(100).toString());
    await wallet.sendFromWallet({ to: order.payTo, value: ether(40), data: payData(order) });
    // Someone else pays 0.01 ETH with the same reference: not the buyer's money, not counted.
    const stranger = await otherPerson(browser);
    try {
      await stranger.wallet.sendFromWallet({ to: order.payTo, value: ether(10), data: payData(order) });
    } finally {
      await stranger.close();
    }
    await expect
      .poll(async () => (await recordedPayments(page, order)).outcomes, { message: 'both payments recorded' })
      .toEqual(['counted', 'wrong_sender']);

    await page.reload();
    // An order is named by the first 8 characters of its id; what happened to its payments sits under it.
    const shortId = order.orderId.slice(0, 8);
    const orders = page.getByRole('table', { name: 'Your orders' });
    const row = orders.getByRole('row').filter({ hasText: `#${shortId}` });
    const notes = orders.getByRole('group', { name: `Payments of order #${shortId}` });
    // A reload fetches the app's chunks again: slow on a loaded machine.
    await expect(orders).toBeVisible({ timeout: 30_000 });
    const status = row.getByRole('cell').nth(3);
    await expect(status).toHaveText('Partly paid');
    await expect(notes).toContainText(
      /0\.04 ETH of 0\.1 ETH received\. Pay the remaining 0\.06 ETH from this wallet/,
    );
    const strangerNote = notes
      .getByRole('listitem')
      .filter({ hasText: 'not from the address you signed in with' });
    await expect(strangerNote).toContainText(
      /^0\.01 ETH came from 0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4}, not from/,
    );
    await expect(strangerNote).toContainText('Awaiting refund');
    await expectAccessibleInBothThemes(page, 'purchase history partly paid');

    // The app pays exactly the rest, with the order's reference, and the watcher completes the order.
    await notes.getByRole('button', { name: `Pay the difference of 0.06 ETH for order #${shortId}` }).click();
    await expect(status).toHaveText('Paid');
    await expect(notes.getByRole('button', { name: /^Pay the difference/ })).toHaveCount(0);
    expect(await recordedPayments(page, order)).toEqual({
      status: 'paid',
      outcomes: ['counted', 'wrong_sender', 'counted'],
    });

    // Paying the same order again by mistake: recorded, not counted, shown as owed back.
    await wallet.sendFromWallet({ to: order.payTo, value: ether(100), data: payData(order) });
    await expect
      .poll(async () => (await recordedPayments(page, order)).outcomes, {
        message: 'the second payment recorded',
      })
      .toEqual(['counted', 'wrong_sender', 'counted', 'duplicate']);
    await page.reload();
    await expect(orders).toBeVisible({ timeout: 30_000 });
    const duplicate = notes
      .getByRole('listitem')
      .filter({ hasText: 'arrived after this order was already paid' });
    await expect(duplicate).toContainText(
      /^0\.1 ETH arrived after this order was already paid\. It will be returned\./,
    );
    await expect(duplicate).toContainText('Awaiting refund');
    await expectAccessibleInBothThemes(page, 'purchase history refunds');
  });
});
