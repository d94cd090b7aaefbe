/**
 * React-query keys of the token app's reads. Lists add `{ page, size }` as the last element, so invalidating a
 * key's prefix refreshes every page of it.
 */
export const queryKeys = {
  profile: ['me', 'profile'],
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

/** What each claim changes on the server, hence what to fetch again once it succeeded. */
export const invalidatedByClaim = {
  mining: [
    queryKeys.mining,
    queryKeys.miningLog,
    queryKeys.miningClaimLog,
    queryKeys.miningHistory,
    queryKeys.profile,
  ],
  spec: [queryKeys.mining, queryKeys.miningLog, queryKeys.miningHistory, queryKeys.profile],
  commission: [queryKeys.commissionBalance, queryKeys.commissionClaimLog, queryKeys.profile],
} as const satisfies Record<string, readonly QueryKey[]>;
