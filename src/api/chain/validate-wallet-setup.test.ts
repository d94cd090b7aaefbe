import { describe, expect, it } from 'vitest';
import {
  assertHexColour,
  assertInstanceId,
  assertTheme,
  assertWalletAccent,
  assertWalletList,
  defaultWalletConnectProjectId,
  isHexColour,
  requireAuthenticationAdapter,
  requireTransactionContext,
  resolveWalletConnectProjectId,
  validateWalletSetup,
} from './validate-wallet-setup';

describe('instance id', () => {
  it.each(['dgrid', 'DGrid_2', '_', '123'])('accepts %j', (id) => {
    expect(() => assertInstanceId(id)).not.toThrow();
  });

  it('accepts no id at all', () => {
    expect(() => assertInstanceId(undefined)).not.toThrow();
  });

  it.each(['with-dash', 'with space', '', 'dgrid"]{}', 'ünï'])('rejects %j with "Invalid ID"', (id) => {
    expect(() => assertInstanceId(id)).toThrow(`Invalid ID: ${id}`);
  });
});

describe('theme', () => {
  it('rejects the theme function itself, asking for its result', () => {
    expect(() => assertTheme(() => ({}))).toThrow(
      'A theme function was provided to the "theme" prop instead of a theme object. You must execute this function to get the resulting theme object.',
    );
  });

  it.each([{ colors: {} }, null, undefined])('accepts %o', (theme) => {
    expect(() => assertTheme(theme)).not.toThrow();
  });

  it('rejects a value that is not an object', () => {
    expect(() => assertTheme('dark')).toThrow('The "theme" prop must be a theme object.');
  });
});

describe('hex colours', () => {
  it.each(['#fff', '#FFF', '#0e76fd', '#0E76FD'])('%s has 3 or 6 digits', (colour) => {
    expect(isHexColour(colour)).toBe(true);
  });

  it.each(['fff', '#ffff', '#fffff', '#0e76fdff', '#ggg', 'red', ''])('%j is not a hex colour', (colour) => {
    expect(isHexColour(colour)).toBe(false);
    expect(() => assertHexColour(colour, 'accentColor')).toThrow(`accentColor is not a hex value: ${colour}`);
  });

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

describe('provider context', () => {
  it('needs an authentication adapter for sign-in', () => {
    expect(() => requireAuthenticationAdapter(null)).toThrow('No authentication adapter found');
    const adapter = { getNonce: async () => 'n' };
    expect(requireAuthenticationAdapter(adapter)).toBe(adapter);
  });

  it('refuses transaction helpers outside the provider', () => {
    expect(() => requireTransactionContext(undefined)).toThrow(
      'Transaction hooks must be used within DGridWalletProvider',
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
