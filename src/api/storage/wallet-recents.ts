import * as z from 'zod/mini';
import { defaultStorage, readItem, readJson, removeItem, writeItem } from './browser-storage';

/** The reference kit's rk-recent and rk-latest-id under this product's prefix (docs/wallet-behaviour.md, sections 6 and 13). */
export const RECENT_WALLETS_KEY = 'dgrid-recent';
export const LATEST_WALLET_KEY = 'dgrid-latest-id';

/** Recently used wallets listed first in the connect dialog (docs/wallet-behaviour.md, section 6). */
const RECENT_WALLETS_MAX = 3;

const walletIds = z.array(z.unknown());

/** Newest first, without duplicates, at most 3. Anything but an array reads as []; non-string items are skipped. */
export function readRecentWalletIds(storage = defaultStorage()): string[] {
  const parsed = z.safeParse(walletIds, readJson(RECENT_WALLETS_KEY, storage));
  if (!parsed.success) return [];
  const ids = parsed.data.filter((id): id is string => typeof id === 'string' && id.length > 0);
  return [...new Set(ids)].slice(0, RECENT_WALLETS_MAX);
}

/** Records a wallet as the most recent one and returns the new list. */
export function addRecentWalletId(id: string, storage = defaultStorage()): string[] {
  const ids = [id, ...readRecentWalletIds(storage).filter((existing) => existing !== id)].slice(
    0,
    RECENT_WALLETS_MAX,
  );
  writeItem(RECENT_WALLETS_KEY, JSON.stringify(ids), storage);
  return ids;
}

/** The last wallet chosen in the connect dialog (a plain string, as the reference stores it), or null. */
export function readLatestWalletId(storage = defaultStorage()): string | null {
  const id = readItem(LATEST_WALLET_KEY, storage);
  return id ? id : null;
}

export function writeLatestWalletId(id: string, storage = defaultStorage()): void {
  writeItem(LATEST_WALLET_KEY, id, storage);
}

export function removeLatestWalletId(storage = defaultStorage()): void {
  removeItem(LATEST_WALLET_KEY, storage);
}
