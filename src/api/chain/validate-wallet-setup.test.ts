import { describe, expect, it } from 'vitest';
import {
  assertWalletAccent,
  assertWalletList,
  defaultWalletConnectProjectId,
  resolveWalletConnectProjectId,
  validateWalletSetup,
} from './validate-wallet-setup';

describe('wallet accent colour', () => {
  it('checks a wallet accent colour only when there is one', () => {
    expect(() => assertWalletAccent({ name: 'OKX Wallet', iconAccent: '#000' })).not.toThrow();
    expect(() => assertWalletAccent({ name: 'OKX Wallet' })).not.toThrow();
    expect(() => assertWalletAccent({ name: 'OKX Wallet', iconAccent: 'black' })).toThrow(
      'Property `iconAccent` is not a hex value for wallet: OKX Wallet',
    );
  });
});

describe('wallet list', () => {
  it('needs at least one group', () => {
    expect(() => assertWalletList([])).toThrow('No wallet list was provided');
  });

  it('names the first empty group', () => {
    expect(() =>
      assertWalletList([
        { groupName: 'Recommended', wallets: [{}] },
        { groupName: 'Other', wallets: [] },
      ]),
    ).toThrow('No wallets provided for group: Other');
  });
});

describe('WalletConnect project id', () => {
  it('is required', () => {
    for (const id of [undefined, '', '   ']) {
      expect(() => resolveWalletConnectProjectId(id)).toThrow('No projectId found.');
    }
  });

  it('replaces the placeholder with the default id', () => {
    expect(resolveWalletConnectProjectId('YOUR_PROJECT_ID')).toBe(defaultWalletConnectProjectId);
  });

  it('keeps a real id', () => {
    expect(resolveWalletConnectProjectId('0123456789abcdef0123456789abcdef')).toBe(
      '0123456789abcdef0123456789abcdef',
    );
  });
});

describe('validateWalletSetup', () => {
  it('checks id, theme and list, and returns the project id to use', () => {
    expect(
      validateWalletSetup({
        id: 'dgrid',
        theme: {},
        walletList: [{ groupName: 'Recommended', wallets: [{}] }],
        projectId: 'YOUR_PROJECT_ID',
      }),
    ).toEqual({ projectId: defaultWalletConnectProjectId });
  });

  it('fails on the first problem', () => {
    expect(() => validateWalletSetup({ id: 'bad id', walletList: [], projectId: '' })).toThrow(
      'Invalid ID: bad id',
    );
  });
});
