import { describe, expect, it } from 'vitest';
import type { WalletOption } from '@/machines/shared/wallet-options';
import { guideSteps, qrSteps } from './instruction-steps';
import {
  GET_STEP_MAX,
  getDescriptionKey,
  getStepWallets,
  mobileGetWallets,
  mobileRowWallets,
} from './wallet-lists';

const wallet = (id: string, downloadUrls: WalletOption['downloadUrls'], extra: Partial<WalletOption> = {}) =>
  ({
    id,
    name: id,
    groupName: 'Recommended',
    ready: true,
    downloadUrls,
    instructions: {},
    ...extra,
  }) as WalletOption;

const app = { qrCode: 'https://x.example/qr', mobile: 'https://x.example/app' };
const wallets = [
  wallet('io.rabby', {}, { groupName: 'Installed' }),
  wallet('okx', { ...app, extension: 'https://x.example/ext' }),
  wallet('walletConnect', {}),
  wallet('bitget', app),
  wallet('tokenPocket', app, { ready: false }),
  wallet('metaMask', { ...app, desktop: 'https://x.example/desktop' }),
  wallet('rainbow', app),
];

describe('GET step list', () => {
  it('takes the first 5 configured wallets, recent ones first, then drops those with nothing to download', () => {
    const ids = getStepWallets(wallets, ['rainbow']).map((w) => w.id);
    // rainbow, okx, walletConnect, bitget, tokenPocket are the first five; walletConnect has no download.
    expect(ids).toEqual(['rainbow', 'okx', 'bitget', 'tokenPocket']);
    expect(ids.length).toBeLessThanOrEqual(GET_STEP_MAX);
    expect(ids).not.toContain('io.rabby');
  });

  it('describes what each wallet comes as', () => {
    expect(getDescriptionKey(wallets[1] as WalletOption)).toBe('connect.get.mobile_and_extension');
    expect(getDescriptionKey(wallets[5] as WalletOption)).toBe('connect.get.mobile_and_desktop');
    expect(getDescriptionKey(wallets[3] as WalletOption)).toBe('connect.get.mobile');
    expect(getDescriptionKey(wallet('ext', { extension: 'https://x.example/e' }))).toBe(
      'connect.get.extension',
    );
    expect(getDescriptionKey(wallet('desk', { desktop: 'https://x.example/d' }))).toBeNull();
  });
});

describe('mobile lists', () => {
  it('offers at most 3 wallet apps to get', () => {
    expect(mobileGetWallets(wallets).map((w) => w.id)).toEqual(['okx', 'bitget', 'tokenPocket']);
  });

  it('shows every configured wallet that can connect, recent ones first and flagged', () => {
    const row = mobileRowWallets(wallets, ['metaMask']);
    expect(row.map((w) => [w.id, w.recent])).toEqual([
      ['metaMask', true],
      ['okx', false],
      ['walletConnect', false],
      ['bitget', false],
      ['rainbow', false],
    ]);
  });
});

describe('guide steps', () => {
  const guided = wallet('guided', app, {
    instructions: {
      mobile: {
        learnMoreUrl: 'https://x.example/learn',
        steps: [
          { step: 'install', title: 'k1', description: 'k2' },
          { step: 'connect', title: 'k3', description: 'k4' },
        ],
      },
    },
  });

  it("follows the wallet's own steps, in its order, in this project's words", () => {
    expect(guideSteps(guided, 'mobile').map((s) => s.title)).toEqual([
      'connect.instructions.mobile.install.title',
      'connect.instructions.mobile.scan.title',
    ]);
  });

  it('falls back to open the app, create or import a wallet, scan and approve', () => {
    expect(qrSteps(wallet('plain', app)).map((s) => s.kind)).toEqual(['install', 'create', 'scan']);
    expect(guideSteps(wallet('plain', app), 'extension').map((s) => s.kind)).toEqual([
      'install',
      'create',
      'refresh',
    ]);
  });
});
