import * as z from 'zod/mini';
import type {
  SaveTransactionsParams,
  StoredTransaction,
  TransactionGroups,
} from '@/machines/transaction-store/transaction-store.machine';
import { defaultStorage, readItem, readJson, removeItem, writeItem } from './browser-storage';

/** Where the transaction store lives; the value carries a version so a future shape can be told apart. */
export const TRANSACTIONS_KEY = 'dgrid-transactions';
const TRANSACTIONS_VERSION = 1;

/** A purchase's description key (issue 26); an entry written before it holds a text, which still loads as is. */
const descriptionKeySchema = z.object({
  key: z.literal('account.purchase_description'),
  amount: z.string().check(z.regex(/^[0-9]{1,78}$/)),
  orderId: z.string(),
});

const transactionSchema = z.object({
  hash: z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/)),
  description: z.union([z.string(), descriptionKeySchema]),
  status: z.enum(['pending', 'confirmed', 'failed']),
  confirmations: z.optional(z.int().check(z.minimum(1))),
});

/** Lenient at the outer levels (entries are checked one by one), strict about the envelope. */
const storedSchema = z.object({
  version: z.literal(TRANSACTIONS_VERSION),
  accounts: z.record(z.string(), z.record(z.string(), z.array(z.unknown()))),
});

const isAddress = (key: string) => /^0x[0-9a-f]{40}$/.test(key);
const isChainId = (key: string) => /^[1-9][0-9]{0,15}$/.test(key);

/** Valid entries only, each hash once; undefined optional fields are not kept. */
function cleanList(entries: unknown[]): StoredTransaction[] {
  const seen = new Set<string>();
  const list: StoredTransaction[] = [];
  for (const entry of entries) {
    const parsed = z.safeParse(transactionSchema, entry);
    if (!parsed.success || seen.has(parsed.data.hash)) continue;
    seen.add(parsed.data.hash);
    const { confirmations, ...rest } = parsed.data;
    list.push(confirmations === undefined ? rest : { ...rest, confirmations });
  }
  return list;
}

/**
 * The grouped transactions (address → chain id → list). Unreadable or wrongly shaped data is removed and reads as
 * {}; invalid entries, addresses and chain ids are dropped one by one.
 */
export function loadTransactions(storage = defaultStorage()): TransactionGroups {
  if (readItem(TRANSACTIONS_KEY, storage) === null) return {};
  const parsed = z.safeParse(storedSchema, readJson(TRANSACTIONS_KEY, storage));
  if (!parsed.success) {
    removeItem(TRANSACTIONS_KEY, storage);
    return {};
  }
  const groups: TransactionGroups = {};
  for (const [rawAddress, chains] of Object.entries(parsed.data.accounts)) {
    const address = rawAddress.toLowerCase();
    if (!isAddress(address)) continue;
    for (const [chainId, entries] of Object.entries(chains)) {
      const list = isChainId(chainId) ? cleanList(entries) : [];
      if (list.length) groups[address] = { ...groups[address], [chainId]: list };
    }
  }
  return groups;
}

/** Replaces one account+chain list, re-reading storage first so other tabs' lists survive; an empty list is removed. */
export function saveTransactions(
  { address, chainId, transactions }: SaveTransactionsParams,
  storage = defaultStorage(),
): void {
  const groups = loadTransactions(storage);
  const key = address.toLowerCase();
  const chains = { ...groups[key] };
  if (transactions.length) chains[String(chainId)] = transactions;
  else delete chains[String(chainId)];
  if (Object.keys(chains).length) groups[key] = chains;
  else delete groups[key];
  if (!Object.keys(groups).length) {
    removeItem(TRANSACTIONS_KEY, storage);
    return;
  }
  writeItem(TRANSACTIONS_KEY, JSON.stringify({ version: TRANSACTIONS_VERSION, accounts: groups }), storage);
}

/**
 * Calls `listener` with what storage holds after another tab changes the stored transactions (a storage event; a
 * tab never hears its own writes). Returns how to stop.
 */
export function watchStoredTransactions(
  listener: (groups: TransactionGroups) => void,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> | undefined = globalThis.window,
  storage = defaultStorage(),
): () => void {
  // key null: another tab cleared the whole storage.
  const onStorage = (event: StorageEvent) => {
    if (event.key === TRANSACTIONS_KEY || event.key === null) listener(loadTransactions(storage));
  };
  target?.addEventListener('storage', onStorage);
  return () => target?.removeEventListener('storage', onStorage);
}
