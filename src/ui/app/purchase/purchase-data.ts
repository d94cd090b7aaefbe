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
  /** What the owner paid toward the order in time (base units); payments toward one order add up. */
  received: string;
  /** Every payment seen with the order's reference, oldest first. */
  payments: OrderPayment[];
  /** Where and how to pay the order (a top-up of the difference), when the server says. */
  payment: OrderPaymentTerms | null;
}

export interface OrderPaymentTerms {
  payTo: string;
  chainId: number;
  reference: string;
  expiresAt: string;
}

/** docs/api-contract.md, purchase history `payments`. */
export interface OrderPayment {
  txHash: string;
  from: string;
  value: string;
  minedAt: string;
  /** counted toward the order; or not: from another address, mined too late, the order already paid. */
  outcome: 'counted' | 'wrong_sender' | 'late' | 'duplicate';
  /** What is owed back to `from`, null when nothing is. */
  refund: { amount: string; status: 'awaiting' | 'refunded'; txHash: string | null } | null;
}

/** The block explorer page of a transaction, or null when the chain has no explorer (the local devnet). */
export type TransactionUrl = (hash: string) => string | null;

/** `0x1234…cdef`: enough to recognise a hash, short enough for a table cell. */
export function shortHash(hash: string): string {
  return hash.length > 14 ? `${hash.slice(0, 6)}…${hash.slice(-4)}` : hash;
}
