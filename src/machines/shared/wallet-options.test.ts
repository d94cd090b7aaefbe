import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  findWallet,
  findWalletForButton,
  getWalletStep,
  INSTALLED_GROUP,
  knownRecentIds,
  RECENT_WALLETS_MAX,
  rememberRecent,
  type WalletOption,
} from './wallet-options';

const option = (downloadUrls: WalletOption['downloadUrls']): WalletOption => ({
  id: 'w',
  name: 'W',
  groupName: 'Recommended',
  ready: true,
  downloadUrls,
  instructions: {},
});

describe('rememberRecent', () => {
  it('moves the chosen wallet to the front and keeps 3', () => {
    expect(rememberRecent(['a', 'b', 'c'], 'd')).toEqual(['d', 'a', 'b']);
    expect(rememberRecent(['a', 'b', 'c'], 'c')).toEqual(['c', 'a', 'b']);
    expect(rememberRecent([], 'a')).toEqual(['a']);
  });

  it('behavior: the chosen id leads, ids are unique, the list never exceeds 3 and keeps the old order', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ maxLength: 3 }), { maxLength: 3 }),
        fc.string({ maxLength: 3 }),
        (recent, id) => {
          const next = rememberRecent(recent, id);
          expect(next[0]).toBe(id);
          expect(new Set(next).size).toBe(next.length);
          expect(next.length).toBeLessThanOrEqual(RECENT_WALLETS_MAX);
          const rest = next.slice(1);
          expect(rest).toEqual(recent.filter((x) => x !== id).slice(0, rest.length));
        },
      ),
    );
  });
});

describe('knownRecentIds', () => {
  it('keeps the first 3 stored ids that name an available wallet', () => {
    const wallets = ['a', 'b', 'c', 'd'].map((id) => ({ id }));
    expect(knownRecentIds(['x', 'd', 'd', 'a', 'y', 'b', 'c'], wallets)).toEqual(['d', 'a', 'b']);
    expect(knownRecentIds([], wallets)).toEqual([]);
  });
});

describe('getWalletStep', () => {
  it.each([
    [{ qrCode: 'q', extension: 'e' }, 'DOWNLOAD_OPTIONS'],
    [{ qrCode: 'q', desktop: 'd' }, 'DOWNLOAD_OPTIONS'],
    [{ qrCode: 'q', mobile: 'm' }, 'DOWNLOAD'],
    [{ desktop: 'd', extension: 'e' }, 'INSTRUCTIONS_DESKTOP'],
    [{ extension: 'e' }, 'INSTRUCTIONS_EXTENSION'],
    [{}, 'INSTRUCTIONS_EXTENSION'],
  ] as const)('%o → %s', (urls, step) => {
    expect(getWalletStep(option(urls))).toBe(step);
  });
});

describe('findWallet', () => {
  const wallets = [{ id: 'okx' }, { id: 'metaMask' }];

  it('finds the wallet of an id, and none for an unknown id or no id', () => {
    expect(findWallet(wallets, 'metaMask')).toBe(wallets[1]);
    expect(findWallet(wallets, 'rainbow')).toBeUndefined();
    expect(findWallet(wallets, null)).toBeUndefined();
  });
});

describe('findWalletForButton (docs/wallet-behaviour.md section 6.1)', () => {
  const configured = { id: 'metaMask', groupName: 'Popular' };
  const announced = { id: 'io.rabby', groupName: INSTALLED_GROUP };
  const wallets = [announced, { id: 'okx', groupName: 'Recommended' }, configured];

  it('matches a configured wallet id in any letter case', () => {
    expect(findWalletForButton(wallets, 'metaMask')).toBe(configured);
    expect(findWalletForButton(wallets, 'METAMASK')).toBe(configured);
    expect(findWalletForButton(wallets, 'MetaMask')).toBe(configured);
  });

  it('never picks a wallet the browser announces, nor an id with no match', () => {
    expect(findWalletForButton(wallets, 'io.rabby')).toBeUndefined();
    expect(findWalletForButton(wallets, 'rainbow')).toBeUndefined();
  });
});
