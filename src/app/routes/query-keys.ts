/**
 * React-query keys of the token app's reads. Lists add `{ page, size }` as the last element, so invalidating a
 * key's prefix refreshes every page of it.
 */
export const queryKeys = {
  miningPools: ['public', 'mining-pools'],
  mining: ['me', 'mining'],
  miningLog: ['me', 'mining-log'],
  miningClaimLog: ['me', 'mining-claim-log'],
  miningHistory: ['me', 'mining-history'],
  team: ['me', 'team'],
  commissionBalance: ['me', 'commission-balance'],
  commissionLog: ['me', 'commission-log'],
  commissionClaimLog: ['me', 'commission-claim-log'],
  commissionDaily: ['me', 'commission-daily'],
} as const;

export type QueryKey = (typeof queryKeys)[keyof typeof queryKeys];

/**
 * What each claim changes on the server, hence what to fetch again once it succeeded. The profile is not here:
 * the session owns it, and the claim machine asks it to fetch it again.
 */
export const invalidatedByClaim = {
  mining: [queryKeys.mining, queryKeys.miningLog, queryKeys.miningClaimLog, queryKeys.miningHistory],
  spec: [queryKeys.mining, queryKeys.miningLog, queryKeys.miningHistory],
  commission: [queryKeys.commissionBalance, queryKeys.commissionClaimLog],
} as const satisfies Record<string, readonly QueryKey[]>;
