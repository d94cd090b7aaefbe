import { describe, expect, it } from 'vitest';
import {
  addRecentWalletId,
  LATEST_WALLET_KEY,
  RECENT_WALLETS_KEY,
  readLatestWalletId,
  readRecentWalletIds,
  removeLatestWalletId,
  writeLatestWalletId,
} from './wallet-recents';

describe('recent wallets', () => {
  it('lists the most recent first, without duplicates, at most 3', () => {
    addRecentWalletId('metaMask');
    addRecentWalletId('okx');
    addRecentWalletId('metaMask');
    addRecentWalletId('rainbow');
    expect(addRecentWalletId('bitget')).toEqual(['bitget', 'rainbow', 'metaMask']);
    expect(readRecentWalletIds()).toEqual(['bitget', 'rainbow', 'metaMask']);
    expect(JSON.parse(localStorage.getItem(RECENT_WALLETS_KEY) ?? '')).toEqual([
      'bitget',
      'rainbow',
      'metaMask',
    ]);
  });

  it.each([
    ['not JSON', '[metaMask'],
    ['an object', '{"0":"metaMask"}'],
    ['a string', '"metaMask"'],
  ])('reads %s as no recent wallets, and recovers on the next connect', (_, raw) => {
    localStorage.setItem(RECENT_WALLETS_KEY, raw);
    expect(readRecentWalletIds()).toEqual([]);
    expect(addRecentWalletId('okx')).toEqual(['okx']);
  });

  it('skips items that are not wallet ids', () => {
    localStorage.setItem(RECENT_WALLETS_KEY, JSON.stringify([7, 'okx', null, '', 'okx', 'tokenPocket']));
    expect(readRecentWalletIds()).toEqual(['okx', 'tokenPocket']);
  });
});

describe('latest wallet', () => {
  it('keeps the last chosen wallet id as a plain string', () => {
    expect(readLatestWalletId()).toBeNull();
    writeLatestWalletId('io.metamask');
    expect(localStorage.getItem(LATEST_WALLET_KEY)).toBe('io.metamask');
    expect(readLatestWalletId()).toBe('io.metamask');
    removeLatestWalletId();
    expect(readLatestWalletId()).toBeNull();
  });

  it('reads an empty value as none', () => {
    localStorage.setItem(LATEST_WALLET_KEY, '');
    expect(readLatestWalletId()).toBeNull();
  });
});
