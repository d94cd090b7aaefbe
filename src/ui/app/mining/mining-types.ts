/** What the mining screen shows; the route container passes the API's objects, which have these fields. */

export interface MiningPoolView {
  id: string;
  name: string;
  /** Base units emitted per day across the pool. */
  dailyEmission: string;
  /** Sum of the members' power (whole numbers: 1 per token bought). */
  totalPower: string;
  participants: number;
  status: 'active' | 'paused';
}

export interface MiningStatusView {
  poolId: string | null;
  /** Whole power units. */
  power: string;
  /** Accrued and unclaimed base units when the server answered. */
  pending: string;
  claimed: string;
  ratePerSecond: string;
  lastClaimAt: string | null;
  spec: { lastCollectAt: string | null; nextCollectAt: string | null; bonus: string };
}

export interface MiningLogRow {
  id: string;
  kind: 'mining' | 'spec';
  amount: string;
  createdAt: string;
}

export interface MiningClaimRow {
  id: string;
  amount: string;
  now: number;
  createdAt: string;
}

/** One UTC day of GET /me/mining-history. */
export interface MiningDayView {
  /** YYYY-MM-DD. */
  date: string;
  /** Whole power units at the end of the day. */
  power: string;
  /** Base units claimed that day (mining claims and daily bonuses). */
  claimed: string;
}
