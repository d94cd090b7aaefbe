import { expect } from '@playwright/test';
import { signIn } from './support/app';
import { otherPerson, test } from './support/fixtures';

test.describe('commission', () => {
  test("an invitee's purchase pays the inviter 10% commission, which the inviter claims", async ({
    page,
    context,
    wallet,
    browser,
  }) => {
    // Two people sign in, one buys on chain, the other claims: longer than a one-person journey.
    test.slow();
    // The inviter signs in and copies their invite link.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, wallet, '/app/commission');
    const invite = page.getByRole('region', { name: 'Your invite link' });
    await invite.getByRole('button', { name: 'Copy link' }).click();
    await expect(invite.getByRole('button', { name: /^Copied/ })).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(await invite.getByRole('textbox', { name: 'Invite link' }).inputValue());
    expect(new URL(link).searchParams.get('invite')).toMatch(/^[A-Z0-9]{8}$/);
    const chart = page.getByRole('figure', { name: 'Commission per day' });
    await expect(chart).toContainText('No commission in this period');

    // The invitee opens the link in their own browser, signs in and buys 1,000 DGAI.
    const invitee = await otherPerson(browser);
    try {
      await invitee.page.goto(link);
      await signIn(invitee.page, invitee.wallet, new URL(link).pathname + new URL(link).search);
      await invitee.page.getByRole('link', { name: 'Purchase' }).click();
      await invitee.page.getByRole('textbox', { name: 'Amount to buy' }).fill('1000');
      await invitee.page.getByRole('button', { name: 'Buy DGAI' }).click();
      await expect(invitee.page.getByText('Done: 1,000 DGAI are yours.')).toBeVisible();
    } finally {
      await invitee.close();
    }

    // The inviter's session shows the new team member and 100 DGAI of commission.
    await page.reload();
    const available = page.getByRole('region', { name: 'Available to claim' });
    await expect(available).toContainText(/100\s*DGAI/);
    const team = page.getByRole('table', { name: 'Your team' });
    await expect(team.getByRole('row')).toHaveCount(2);
    await expect(team.getByRole('row').nth(1)).toHaveAccessibleName(
      new RegExp(`^${invitee.wallet.address} Level 1 .* 1,000 DGAI$`),
    );
    const log = page.getByRole('table', { name: 'Commission history' });
    await expect(log.getByRole('row')).toHaveCount(2);
    await expect(log.getByRole('row').nth(1)).toHaveAccessibleName(/100 DGAI/);
    await expect(chart).toContainText(
      '100 DGAI earned in 30 days: 100 DGAI from level 1, 0 DGAI from level 2.',
    );
    await chart.getByText('Show the numbers').click();
    await expect(chart.getByRole('row').last()).toContainText(/100 DGAI\s*0 DGAI\s*100 DGAI$/);

    await available.getByRole('button', { name: 'Claim commission' }).click();
    await expect(available.getByRole('status')).toContainText(/Claimed 100\s*DGAI/);
    await expect(page.getByRole('region', { name: 'Total claimed' })).toContainText(/100\s*DGAI/);
    await expect(available).toContainText(/^Available to claim\s*0\s*DGAI/);
  });
});
