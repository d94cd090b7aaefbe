import { queryKeys } from './query-keys';

/** React-query keys of the purchase and pass reads; the history adds `{ page, size }` per page. */
export const purchaseQueryKeys = {
  tokenInfo: ['public', 'token-info'],
  history: ['me', 'purchase-history'],
  /** Every paid order counts towards the pass: the pass page sums them. */
  paidTotal: ['me', 'purchase-history', 'paid-total'],
} as const;

/**
 * What a paid order changes on the server, hence what to fetch again once it is paid. The profile (the pass) is
 * not here: the session owns it, and the purchase machine asks it to fetch it again.
 */
export const invalidatedByPaidOrder = [
  purchaseQueryKeys.tokenInfo,
  purchaseQueryKeys.history,
  queryKeys.mining,
] as const;
