import { expect, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { test } from './support/fixtures';
import {
  androidPhone,
  announcedPairingUris,
  iPhone,
  onlyMetaMaskConnectLink,
  onlyPairingUri,
  storedDeepLinkChoice,
  watchOutsideRequests,
} from './support/mobile';
import { captureScreens } from './support/screens';

/**
 * The connect dialog on a phone (docs/wallet-behaviour.md, section 2), with the build's WalletConnect stand-in
 * (e2e/fixtures/test-walletconnect.ts): it announces a pairing URI as the real connector does, without a relay.
 * A tapped wallet's app is opened by navigating to its link; the browser reports that navigation as a request,
 * which is how these journeys see the exact link. Nothing else may leave the machine.
 */

const connectDialog = (page: Page) => page.getByTestId('connect-dialog');
const walletRow = (page: Page) => connectDialog(page).getByRole('list', { name: 'Available wallets' });

async function openConnectDialog(page: Page) {
  await page.goto('/app');
  await page.getByRole('main').getByRole('button', { name: 'Connect Wallet' }).tap();
  await expect(connectDialog(page)).toHaveAccessibleName('Connect a wallet');
  await expect(walletRow(page).getByRole('button')).toHaveCount(6);
}

/** Each wallet that pairs through WalletConnect on a phone, and the link its app is opened with on each platform. */
const walletApps = [
  {
    name: 'OKX Wallet',
    ios: (uri: string) => `okex://main/wc?uri=${encodeURIComponent(uri)}`,
    android: (uri: string) => uri,
  },
  {
    name: 'Bitget Wallet',
    ios: (uri: string) => `bitkeep://wc?uri=${encodeURIComponent(uri)}`,
    android: (uri: string) => uri,
  },
  {
    name: 'TokenPocket',
    ios: (uri: string) => `tpoutside://wc?uri=${encodeURIComponent(uri)}`,
    android: (uri: string) => `tpoutside://wc?uri=${encodeURIComponent(uri)}`,
  },
  {
    name: 'Rainbow',
    ios: (uri: string) => `rainbow://wc?uri=${encodeURIComponent(uri)}&connector=rainbowkit`,
    android: (uri: string) => uri,
  },
] as const;

for (const [platform, device] of [
  ['ios', iPhone],
  ['android', androidPhone],
] as const) {
  test.describe(`mobile connect on ${platform === 'ios' ? 'an iPhone' : 'an Android phone'}`, () => {
    test.use(device);

    for (const wallet of walletApps) {
      test(`tapping ${wallet.name} opens its app with the pairing link and remembers the choice`, async ({
        page,
        context,
      }) => {
        const outside = watchOutsideRequests(context);
        await openConnectDialog(page);
        const tile = walletRow(page).getByRole('button', { name: wallet.name, exact: true });
        await tile.tap();

        const uri = await onlyPairingUri(page);
        const appLink = wallet[platform](uri);
        await expect.poll(() => outside).toEqual([appLink]);
        expect(await storedDeepLinkChoice(page)).toEqual({
          href: appLink.split('?')[0],
          name: wallet.name,
        });
        // No "Opening" screen on a phone: the list stays, the tapped wallet marked, until the app answers.
        await expect(connectDialog(page)).toHaveAccessibleName('Connect a wallet');
        await expect(tile).toHaveAttribute('aria-current', 'true');
        await expect(walletRow(page).getByRole('button')).toHaveCount(6);
        expect(outside).toEqual([appLink]);
      });
    }

    test('tapping MetaMask sends its connect request through the MetaMask SDK and opens its app with that link', async ({
      page,
      context,
    }) => {
      const outside = watchOutsideRequests(context);
      await openConnectDialog(page);
      const tile = walletRow(page).getByRole('button', { name: 'MetaMask', exact: true });
      await tile.tap();

      // On a phone RainbowKit's MetaMask wallet connects through wagmi's metaMask() (the MetaMask SDK), not a
      // WalletConnect pairing; its mobile URI is the SDK's own link, unchanged (mobile.getUri = uri => uri).
      const link = await onlyMetaMaskConnectLink(page);
      await expect.poll(() => outside).toEqual([link]);
      expect(await announcedPairingUris(page)).toEqual([]);
      expect(await storedDeepLinkChoice(page)).toEqual({ href: 'metamask://connect', name: 'MetaMask' });
      await expect(connectDialog(page)).toHaveAccessibleName('Connect a wallet');
      await expect(tile).toHaveAttribute('aria-current', 'true');
      await expect(walletRow(page).getByRole('button')).toHaveCount(6);
      await captureScreens(page, `phone ${platform} metamask tapped`);
      expect(outside).toEqual([link]);
    });
  });
}

test.describe('mobile connect on an iPhone', () => {
  test.use(iPhone);

  test('the row lists the fixed wallets, MetaMask included; the browser-announced wallet is not offered', async ({
    page,
    wallet: _wallet,
  }) => {
    await openConnectDialog(page);
    const names = await walletRow(page)
      .getByRole('button')
      .evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('aria-label')));
    expect(names).toEqual([
      'OKX Wallet',
      'Bitget Wallet',
      'TokenPocket',
      'MetaMask',
      'Rainbow',
      'WalletConnect',
    ]);
  });

  test('WalletConnect shows its pairing sheet: the QR code, Copy link with the exact URI, no app opened', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const outside = watchOutsideRequests(context);
    await openConnectDialog(page);
    await walletRow(page).getByRole('button', { name: 'WalletConnect', exact: true }).tap();

    const sheet = connectDialog(page);
    await expect(sheet).toHaveAccessibleName('Scan with your phone');
    await expect(sheet.getByRole('img', { name: 'Scan with your phone' })).toBeVisible();
    const uri = await onlyPairingUri(page);
    await sheet.getByRole('button', { name: 'Copy link' }).tap();
    await expect(sheet.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(uri);
    expect(outside).toEqual([]);
    expect(await storedDeepLinkChoice(page)).toBeNull();

    await sheet.getByRole('button', { name: 'Back' }).tap();
    await expect(connectDialog(page)).toHaveAccessibleName('Connect a wallet');
    await expect(walletRow(page).getByRole('button')).toHaveCount(6);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(`${colorScheme} theme`, () => {
      test.use({ colorScheme });

      test(`the wallet list and a tapped wallet pass axe (${colorScheme})`, async ({ page }) => {
        await openConnectDialog(page);
        await expectNoSeriousViolations(page, 'phone connect dialog wallet list');

        const rainbow = walletRow(page).getByRole('button', { name: 'Rainbow', exact: true });
        await rainbow.tap();
        await expect(rainbow).toHaveAttribute('aria-current', 'true');
        await onlyPairingUri(page);
        await expectNoSeriousViolations(page, 'phone connect dialog tapped wallet');
      });

      test(`the WalletConnect sheet passes axe (${colorScheme})`, async ({ page }) => {
        await openConnectDialog(page);
        await walletRow(page).getByRole('button', { name: 'WalletConnect', exact: true }).tap();
        await expect(connectDialog(page)).toHaveAccessibleName('Scan with your phone');
        await expect(connectDialog(page).getByRole('img', { name: 'Scan with your phone' })).toBeVisible();
        await onlyPairingUri(page);
        await expectNoSeriousViolations(page, 'phone connect dialog walletconnect sheet');
      });

      test(`a returning visitor continues with the last wallet: "Continue in OKX Wallet" while its app opens (${colorScheme})`, async ({
        page: firstVisit,
        context,
      }) => {
        // Two visits, each loading the app and its wallet chunk, and an axe scan: on a loaded machine that is more
        // than the default 60 s.
        test.slow();
        const outside = watchOutsideRequests(context);
        // The first visit: OKX tapped (the choice is stored), its app opened, nothing approved there.
        await openConnectDialog(firstVisit);
        await walletRow(firstVisit).getByRole('button', { name: 'OKX Wallet', exact: true }).tap();
        await onlyPairingUri(firstVisit);
        await expect.poll(() => outside).toHaveLength(1);

        // Back on the site in a fresh page (headless Chromium delivers no further tap to the page that handed a
        // link to an app, not even after a reload).
        const page = await context.newPage();
        await page.goto('/app');
        await page.getByRole('main').getByRole('button', { name: 'Continue with OKX Wallet' }).tap();
        const dialog = connectDialog(page);
        await expect(dialog.getByText('Continue in OKX Wallet')).toBeVisible();
        await expect(dialog.getByText('Approve the connection request in your wallet app')).toBeVisible();
        await expect(dialog.getByRole('progressbar')).toBeVisible();
        await expect(dialog.getByRole('heading', { name: 'What is a wallet?' })).toHaveCount(0);
        const uri = await onlyPairingUri(page);
        const appLink = `okex://main/wc?uri=${encodeURIComponent(uri)}`;
        await expect.poll(() => outside.at(-1)).toBe(appLink);
        expect(outside).toHaveLength(2);
        expect(await storedDeepLinkChoice(page)).toEqual({ href: 'okex://main/wc', name: 'OKX Wallet' });
        await expectNoSeriousViolations(page, 'phone connect dialog mobile status');
      });
    });
  }
});
