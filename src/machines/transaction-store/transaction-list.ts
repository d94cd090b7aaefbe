export type TransactionStatus = 'pending' | 'confirmed' | 'failed';

/**
 * A payment's description as a key the views translate when they draw it (issue 26: the store keeps no sentence in
 * one language): the wallet catalogue's `account.purchase_description`, with the tokens bought in base units.
 */
export interface DescriptionKey {
  key: 'account.purchase_description';
  amount: string;
  orderId: string;
}

/** The text the reference kit's addRecentTransaction was given (shown as written), or a key the views translate. */
export type TransactionDescription = string | DescriptionKey;

/** A transaction as the store keeps it; hashes are strings, so nothing here needs bigint. */
export interface StoredTransaction {
  hash: string;
  description: TransactionDescription;
  status: TransactionStatus;
  confirmations?: number;
}

/** Lists per account and chain: lower-cased address → decimal chain id → transactions, newest first. */
export type TransactionGroups = Record<string, Record<string, StoredTransaction[]>>;

/** Completed (confirmed or failed) transactions kept per account and chain; pending ones are always kept. */
export const COMPLETED_KEPT = 11;

/** How many the account dialog lists. */
export const RECENT_SHOWN = 3;

/** The reference keys lists by checksummed address; lower case gives the same grouping whatever the casing. */
export function accountKey(address: string): string {
  return address.toLowerCase();
}

/** Every pending entry, plus the newest COMPLETED_KEPT completed ones, in their original order. */
export function retainTransactions(list: readonly StoredTransaction[]): StoredTransaction[] {
  let completed = 0;
  return list.filter((transaction) => {
    if (transaction.status === 'pending') return true;
    completed += 1;
    return completed <= COMPLETED_KEPT;
  });
}

/** A new transaction goes to the front as pending, replacing any entry with the same hash. */
export function addTransaction(
  list: readonly StoredTransaction[],
  transaction: Omit<StoredTransaction, 'status'>,
): StoredTransaction[] {
  const added: StoredTransaction = {
    hash: transaction.hash,
    description: transaction.description,
    status: 'pending',
    ...(transaction.confirmations === undefined ? {} : { confirmations: transaction.confirmations }),
  };
  return retainTransactions([added, ...list.filter((entry) => entry.hash !== transaction.hash)]);
}

/** Only a pending transaction changes: confirmed and failed are final. */
export function settleTransaction(
  list: readonly StoredTransaction[],
  hash: string,
  status: Exclude<TransactionStatus, 'pending'>,
): StoredTransaction[] {
  return retainTransactions(
    list.map((entry) => (entry.hash === hash && entry.status === 'pending' ? { ...entry, status } : entry)),
  );
}

export function transactionsOf(
  groups: TransactionGroups,
  address: string,
  chainId: number,
): StoredTransaction[] {
  return groups[accountKey(address)]?.[String(chainId)] ?? [];
}

/** A copy of the groups with one list replaced; an empty list removes its key, as the reference stores it. */
export function withTransactions(
  groups: TransactionGroups,
  address: string,
  chainId: number,
  list: StoredTransaction[],
): TransactionGroups {
  const key = accountKey(address);
  const chains = { ...groups[key] };
  if (list.length) chains[String(chainId)] = list;
  else delete chains[String(chainId)];
  const next = { ...groups };
  if (Object.keys(chains).length) next[key] = chains;
  else delete next[key];
  return next;
}
