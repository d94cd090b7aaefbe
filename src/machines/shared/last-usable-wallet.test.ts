import { describe, expect, it } from 'vitest';
import { lastUsableWallet, type WalletOption } from './wallet-options';

const option = (id: string, ready: boolean): WalletOption => ({
  id,
  name: id,
  groupName: 'Recommended',
  ready,
  downloadUrls: {},
  instructions: {},
});
const wallets = [option('metaMask', false), option('rainbow', true), option('okx', true)];

describe('the wallet "Continue with" offers', () => {
  it('is the most recent stored wallet that can connect here now', () => {
    expect(lastUsableWallet(wallets, ['okx', 'rainbow'])?.id).toBe('okx');
  });

  it('skips recent wallets that are not installed or no longer offered', () => {
    expect(lastUsableWallet(wallets, ['gone', 'metaMask', 'rainbow'])?.id).toBe('rainbow');
  });

  it('is none without a usable recent wallet', () => {
    expect(lastUsableWallet(wallets, [])).toBeNull();
    expect(lastUsableWallet(wallets, ['metaMask'])).toBeNull();
  });
});
