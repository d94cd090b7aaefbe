import { describe, expect, it } from 'vitest';
import {
  assertHexColour,
  assertInstanceId,
  assertTheme,
  isHexColour,
  requireAuthenticationAdapter,
  requireTransactionContext,
} from './wallet-provider';

describe('instance id', () => {
  it.each(['dgrid', 'DGrid_2', '_', '123'])('accepts %j', (id) => {
    expect(() => assertInstanceId(id)).not.toThrow();
  });

  it('refuses an id that is not a string', () => {
    expect(() => assertInstanceId(42)).toThrow('Invalid ID: 42');
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
});

describe('provider context', () => {
  it('needs an authentication adapter for sign-in', () => {
    expect(() => requireAuthenticationAdapter(null)).toThrow('No authentication adapter found');
    const adapter = { getNonce: async () => 'n' };
    expect(requireAuthenticationAdapter(adapter)).toBe(adapter);
  });

  it('refuses transaction helpers outside the provider', () => {
    expect(() => requireTransactionContext(undefined)).toThrow(
      'Transaction hooks must be used within WalletRoot',
    );
  });
});
