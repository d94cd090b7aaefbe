import type { PurchaseStatus } from '@/domain/purchase';

/** What the purchase screen shows, as the route container hands it over (amounts in base units). */

export interface TokenInfoView {
  /** Native base units per whole token. */
  price: string;
  /** The native coin's symbol, e.g. BNB. */
  currency: string;
  sold: string;
  totalSupply: string;
  holders: number;
}

export interface PurchaseRow {
  orderId: string;
  amount: string;
  value: string;
  status: PurchaseStatus;
  txHash: string | null;
  createdAt: string;
  paidAt: string | null;
}

/** The block explorer page of a transaction, or null when the chain has no explorer (the local devnet). */
export type TransactionUrl = (hash: string) => string | null;

/** `0x1234…cdef`: enough to recognise a hash, short enough for a table cell. */
export function shortHash(hash: string): string {
  return hash.length > 14 ? `${hash.slice(0, 6)}…${hash.slice(-4)}` : hash;
}
