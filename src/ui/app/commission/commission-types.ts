/** What the commission screen shows; the route container passes the API's objects, which have these fields. */

export interface InviteView {
  inviteCode: string;
  /** `<origin>/app?invite=<code>`, built by the route container from the page's origin. */
  inviteLink: string;
}

export interface CommissionBalanceView {
  available: string;
  totalEarned: string;
  totalClaimed: string;
}

export interface TeamRow {
  address: string;
  level: 1 | 2;
  joinedAt: string;
  purchased: string;
}

export interface CommissionLogRow {
  id: string;
  fromAddress: string;
  level: 1 | 2;
  orderId: string;
  amount: string;
  createdAt: string;
}

export interface CommissionClaimRow {
  id: string;
  amount: string;
  now: number;
  createdAt: string;
}

/** One UTC day of GET /me/commission-daily: base units earned from each level. */
export interface CommissionDayView {
  /** YYYY-MM-DD. */
  date: string;
  level1: string;
  level2: string;
}
