import { http } from 'viem';
import { bscTestnet } from 'viem/chains';
import { describe, expect, it } from 'vitest';
import { walletList } from '@/config/wallets';
import type { Platform } from './download-urls';
import { createWagmiConfig } from './wagmi-config';
import { getWalletEntries, type WalletEntry } from './wallet-metadata';
import { watchWallets } from './watch-wallets';

const chromeOnWindows: Platform = { browser: 'chrome', os: 'windows', isMobile: false };
const safariOnIphone: Platform = { browser: 'safari', os: 'ios', isMobile: true };

function productConfig() {
  return createWagmiConfig({
    chain: bscTestnet,
    transports: { [bscTestnet.id]: http('http://127.0.0.1/never') },
    walletList,
    appName: 'DGrid',
    projectId: 'YOUR_PROJECT_ID',
    storage: null,
  });
}

const icon = 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E';

/** What a browser wallet does on page load (EIP-6963). */
function announceWallet(rdns: string, name: string) {
  const provider = { request: async () => [], on: () => undefined, removeListener: () => undefined };
  window.dispatchEvent(
    new CustomEvent('eip6963:announceProvider', {
      detail: Object.freeze({ info: { uuid: crypto.randomUUID(), name, icon, rdns }, provider }),
    }),
  );
}

const byId = (entries: WalletEntry[], id: string) => {
  const entry = entries.find((e) => e.id === id);
  if (!entry) throw new Error(`no entry ${id}`);
  return entry;
};

describe('getWalletEntries', () => {
  it('lists the six wallets of the fixed list by RainbowKit id, all Recommended and ready', async () => {
    const entries = await getWalletEntries(productConfig(), { platform: chromeOnWindows });

    expect(entries.map((e) => [e.id, e.name, e.groupName, e.ready])).toEqual([
      ['okx', 'OKX Wallet', 'Recommended', true],
      ['bitget', 'Bitget Wallet', 'Recommended', true],
      ['tokenPocket', 'TokenPocket', 'Recommended', true],
      ['metaMask', 'MetaMask', 'Recommended', true],
      ['rainbow', 'Rainbow', 'Recommended', true],
      ['walletConnect', 'WalletConnect', 'Recommended', true],
    ]);
    expect(entries.map((e) => e.rdns)).toEqual([
      'com.okex.wallet',
      'com.bitget.web3',
      'pro.tokenpocket',
      'io.metamask',
      'me.rainbow',
      undefined,
    ]);
  });

  it('resolves every icon to a data URL and keeps the icon colours', async () => {
    const entries = await getWalletEntries(productConfig(), { platform: chromeOnWindows });

    for (const entry of entries) expect(entry.iconUrl).toMatch(/^data:image\/svg\+xml,/);
    expect(entries.map((e) => e.iconBackground)).toEqual([
      '#000',
      '#fff',
      '#2980FE',
      '#fff',
      '#0c2f78',
      '#3b99fc',
    ]);
  });

  it('folds WalletConnect’s modal connector into the walletConnect entry', async () => {
    const config = productConfig();

    const entries = await getWalletEntries(config, { platform: chromeOnWindows });

    expect(config.connectors.filter((c) => c.type === 'walletConnect')).toHaveLength(7);
    expect(entries.filter((e) => e.id === 'walletConnect')).toHaveLength(1);
    expect(byId(entries, 'walletConnect').hasWalletConnectModal).toBe(true);
    expect(byId(entries, 'okx').hasWalletConnectModal).toBe(false);
  });

  it('carries the download URLs and picks the ones for this browser and phone', async () => {
    const entries = await getWalletEntries(productConfig(), { platform: chromeOnWindows });
    const okx = byId(entries, 'okx');

    expect(Object.keys(okx.downloadUrls).sort()).toEqual(
      ['android', 'browserExtension', 'chrome', 'edge', 'firefox', 'ios', 'mobile', 'qrCode'].sort(),
    );
    expect(okx.extensionDownloadUrl).toBe(okx.downloadUrls.chrome);
    expect(okx.mobileDownloadUrl).toBe(okx.downloadUrls.android);
    expect(okx.desktopDownloadUrl).toBeUndefined();
    expect(okx.availability).toEqual({ mobile: true, extension: true, desktop: false });
    expect(byId(entries, 'walletConnect').downloadUrls).toEqual({});
    expect(byId(entries, 'walletConnect').availability).toEqual({
      mobile: false,
      extension: false,
      desktop: false,
    });
  });

  it('picks the App Store link on an iPhone', async () => {
    const entries = await getWalletEntries(productConfig(), { platform: safariOnIphone });
    const rainbow = byId(entries, 'rainbow');

    expect(rainbow.mobileDownloadUrl).toBe(rainbow.downloadUrls.ios);
  });

  it('keeps the instruction steps with their kinds and translation keys', async () => {
    const entries = await getWalletEntries(productConfig(), { platform: chromeOnWindows });
    const kinds = (id: string, surface: 'qrCode' | 'extension') =>
      byId(entries, id).instructions[surface]?.steps.map((s) => s.step);

    expect(kinds('okx', 'qrCode')).toEqual(['install', 'create', 'scan']);
    expect(kinds('okx', 'extension')).toEqual(['install', 'create', 'refresh']);
    expect(kinds('metaMask', 'qrCode')).toEqual(['install', 'create', 'refresh']);
    expect(kinds('rainbow', 'extension')).toBeUndefined();
    expect(byId(entries, 'walletConnect').instructions).toEqual({});
    expect(byId(entries, 'okx').instructions.qrCode?.steps[0]).toEqual({
      step: 'install',
      title: 'wallet_connectors.okx.qr_code.step1.title',
      description: 'wallet_connectors.okx.qr_code.step1.description',
    });
  });

  it('says which wallets can show a QR code or a deep link', async () => {
    const entries = await getWalletEntries(productConfig(), { platform: chromeOnWindows });

    expect(entries.every((e) => e.hasQrCode)).toBe(true);
    expect(entries.filter((e) => e.hasMobileUri).map((e) => e.id)).toEqual([
      'okx',
      'bitget',
      'tokenPocket',
      'rainbow',
    ]);
  });

  it('is plain data that survives structured cloning and JSON', async () => {
    const entries = await getWalletEntries(productConfig(), { platform: chromeOnWindows });

    expect(structuredClone(entries)).toEqual(entries);
    expect(JSON.parse(JSON.stringify(entries))).toEqual(entries);
  });

  it('lists wallets the browser announces under Installed, first, replacing the listed wallet with the same rdns', async () => {
    const config = productConfig();
    announceWallet('io.metamask', 'MetaMask');
    announceWallet('com.example.wallet', 'Example Wallet');

    const entries = await getWalletEntries(config, { platform: chromeOnWindows });

    expect(
      entries.slice(0, 2).map((e) => [e.id, e.name, e.groupName, e.groupIndex, e.ready, e.iconUrl]),
    ).toEqual([
      ['io.metamask', 'MetaMask', 'Installed', 0, true, icon],
      ['com.example.wallet', 'Example Wallet', 'Installed', 0, true, icon],
    ]);
    expect(entries.filter((e) => e.shadowedByInstalled).map((e) => e.id)).toEqual(['metaMask']);
    expect(entries.filter((e) => e.source === 'eip6963')).toHaveLength(2);
  });
});

describe('watchWallets', () => {
  it('reports the list at start and again when a wallet announces itself', async () => {
    const config = productConfig();
    const reports: string[][] = [];
    let notify: () => void = () => undefined;
    const reported = () =>
      new Promise<void>((resolve) => {
        notify = resolve;
      });

    let next = reported();
    const stop = watchWallets(config, {
      platform: chromeOnWindows,
      onChange: (wallets) => {
        reports.push(wallets.map((w) => w.id));
        notify();
      },
    });
    await next;
    next = reported();
    announceWallet('com.example.late', 'Late Wallet');
    await next;
    stop();

    expect(reports).toHaveLength(2);
    expect(reports[0]).not.toContain('com.example.late');
    expect(reports[1]?.[0]).toBe('com.example.late');
  });
});
