import { describe, expect, it } from 'vitest';
import type { WalletEntry } from '@/api/chain/wallet-metadata';
import { toWalletOption, toWalletOptions } from './to-wallet-option';

const steps = [{ step: 'install' as const, title: 'a.title', description: 'a.description' }];
const entry = (overrides: Partial<WalletEntry> = {}): WalletEntry => ({
  id: 'rainbow',
  name: 'Rainbow',
  rdns: 'me.rainbow',
  iconUrl: 'data:image/svg+xml,r',
  iconBackground: '#0c2f78',
  ready: true,
  groupName: 'Recommended',
  groupIndex: 1,
  index: 4,
  source: 'wallet-list',
  downloadUrls: {
    chrome: 'https://chrome/rainbow',
    ios: 'https://ios/rainbow',
    qrCode: 'https://rainbow.download',
  },
  extensionDownloadUrl: 'https://chrome/rainbow',
  mobileDownloadUrl: 'https://ios/rainbow',
  instructions: {
    qrCode: { learnMoreUrl: 'https://learn/qr', steps },
    extension: { learnMoreUrl: 'https://learn/ext', steps },
  },
  hasQrCode: true,
  hasMobileUri: true,
  hasDesktopUri: false,
  availability: { mobile: true, extension: true, desktop: false },
  hasWalletConnectModal: false,
  shadowedByInstalled: false,
  ...overrides,
});

describe('wallet entries as the connect dialog takes them', () => {
  it('keeps the picked links, and the QR instructions as the mobile ones', () => {
    expect(toWalletOption(entry())).toEqual({
      id: 'rainbow',
      name: 'Rainbow',
      iconUrl: 'data:image/svg+xml,r',
      iconBackground: '#0c2f78',
      groupName: 'Recommended',
      ready: true,
      downloadUrls: {
        extension: 'https://chrome/rainbow',
        mobile: 'https://ios/rainbow',
        qrCode: 'https://rainbow.download',
      },
      instructions: {
        extension: { learnMoreUrl: 'https://learn/ext', steps },
        mobile: { learnMoreUrl: 'https://learn/qr', steps },
      },
    });
  });

  it('offers no QR download for a wallet without a QR code, and no icon when it failed to load', () => {
    const option = toWalletOption(entry({ hasQrCode: false, iconUrl: '' }));
    expect(option.downloadUrls.qrCode).toBeUndefined();
    expect(option.iconUrl).toBeUndefined();
  });

  it('lists a configured wallet the browser announced only once, as Installed', () => {
    const installed = entry({ id: 'me.rainbow', groupName: 'Installed', groupIndex: 0, source: 'eip6963' });
    const options = toWalletOptions([
      installed,
      entry({ shadowedByInstalled: true }),
      entry({ id: 'okx', name: 'OKX' }),
    ]);
    expect(options.map((o) => o.id)).toEqual(['me.rainbow', 'okx']);
  });
});
