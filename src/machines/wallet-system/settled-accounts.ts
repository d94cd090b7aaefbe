import type { TransactionGroups } from '../transaction-store/transaction-list';

/** An account on a chain, as the store groups it (address lower-cased). */
export interface SettledAccount {
  address: string;
  chainId: number;
}

const pendingHashes = (groups: TransactionGroups, address: string, chain: string) =>
  (groups[address]?.[chain] ?? []).filter(({ status }) => status === 'pending').map(({ hash }) => hash);

/**
 * The accounts (per chain) with a transaction that was pending before and is settled now, confirmed or failed.
 * A settled entry may already be gone (the store keeps only the newest completed ones); a list cleared by the
 * user is not a settlement.
 */
export function settledAccounts(before: TransactionGroups, after: TransactionGroups): SettledAccount[] {
  const settled: SettledAccount[] = [];
  for (const [address, chains] of Object.entries(before)) {
    for (const chain of Object.keys(chains)) {
      const now = after[address]?.[chain];
      if (!now?.length) continue;
      const stillPending = new Set(pendingHashes(after, address, chain));
      if (pendingHashes(before, address, chain).some((hash) => !stillPending.has(hash))) {
        settled.push({ address, chainId: Number(chain) });
      }
    }
  }
  return settled;
}
