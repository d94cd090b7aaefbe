import { type BrowserContext, devices, expect, type Page } from '@playwright/test';
import { metaMaskConnectLinksProperty } from '../fixtures/test-metamask';
import { pairingUrisProperty } from '../fixtures/test-walletconnect';
import { e2eEnv } from './e2e-env';

/**
 * A Playwright phone on the suite's Chromium: the device's user agent, touch and pixel ratio, in a 390 x 844
 * window. The descriptor's browser type is left out (the suite runs Debian's Chromium, whatever the phone).
 */
function phone(name: 'iPhone 13' | 'Pixel 7') {
  const { defaultBrowserType: _browser, viewport: _viewport, ...device } = devices[name];
  return { ...device, viewport: { width: 390, height: 844 } };
}

export const iPhone = phone('iPhone 13');
export const androidPhone = phone('Pixel 7');

/**
 * Every request and WebSocket the pages of `context` open to anything but this run's web server and devnet, in
 * order: the wallet-app links (okex://…, wc:…) a phone hands to the wallet app show up here, and so would any
 * outside host, WalletConnect's relay (wss://relay.walletconnect.org) included. Outside http requests are also
 * refused by the suite's loopback guard; WebSockets are not routed, so this is where they would be seen.
 */
export function watchOutsideRequests(context: BrowserContext): string[] {
  const { webUrl, rpcUrl } = e2eEnv();
  const ours = [webUrl, rpcUrl].flatMap((origin) => [`${origin}/`, `${origin.replace(/^http/, 'ws')}/`]);
  const outside: string[] = [];
  const note = (url: string) => {
    if (!ours.some((origin) => url === origin.slice(0, -1) || url.startsWith(origin))) outside.push(url);
  };
  const watchSockets = (page: Page) => page.on('websocket', (socket) => note(socket.url()));
  context.pages().forEach(watchSockets);
  context.on('page', watchSockets);
  context.on('request', (request) => note(request.url()));
  return outside;
}

/** What a test connector listed under `property` of this page's window, oldest first. */
function announced(page: Page, property: string): Promise<string[]> {
  return page.evaluate(
    (name) => (window as unknown as Record<string, string[] | undefined>)[name] ?? [],
    property,
  );
}

/** The pairing URIs the test WalletConnect connector announced in this page, oldest first. */
export const announcedPairingUris = (page: Page) => announced(page, pairingUrisProperty);

/** The one pairing URI announced so far, once there is one; a real WalletConnect v2 URI in shape. */
export async function onlyPairingUri(page: Page): Promise<string> {
  await expect.poll(() => announcedPairingUris(page)).toHaveLength(1);
  const [uri] = await announcedPairingUris(page);
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?relay-protocol=irn&symKey=[0-9a-f]{64}&expiryTimestamp=\d+$/);
  return uri as string;
}

/** What WalletConnect's provider will read to send later requests to the same wallet app, or null. */
export async function storedDeepLinkChoice(page: Page): Promise<unknown> {
  const stored = await page.evaluate(() => localStorage.getItem('WALLETCONNECT_DEEPLINK_CHOICE'));
  return stored === null ? null : JSON.parse(stored);
}

/**
 * The one connect link the test MetaMask SDK connector announced so far (its connect request), once there is one:
 * the SDK's deep link on a phone, naming this page as the dapp.
 */
export async function onlyMetaMaskConnectLink(page: Page): Promise<string> {
  await expect.poll(() => announced(page, metaMaskConnectLinksProperty)).toHaveLength(1);
  const [link] = await announced(page, metaMaskConnectLinksProperty);
  const { webUrl } = e2eEnv();
  expect(link).toMatch(
    /^metamask:\/\/connect\?channelId=[0-9a-f-]{36}&v=2&comm=socket&pubkey=02[0-9a-f]{64}&originatorInfo=[\w+/]+=*$/,
  );
  const originatorInfo = JSON.parse(atob(new URL(link as string).searchParams.get('originatorInfo') ?? ''));
  expect(originatorInfo).toMatchObject({
    dappId: new URL(webUrl).hostname,
    platform: 'web-mobile',
    source: 'wagmi',
  });
  return link as string;
}
