/** The economics as data: every rate is configuration with these defaults. */
export interface LedgerRules {
  /** Commission of a paid purchase's amount for the direct inviter and the inviter's inviter, in basis points. */
  commissionBps: readonly [level1: bigint, level2: bigint];
  /** Paid purchases (base units) a user needs in total to hold the pass. */
  passMinAmount: bigint;
  /** Special-collection bonus per unit of power, in basis points of one whole token. */
  specBonusBps: bigint;
  /** Time between two special collections. */
  specCooldownMs: number;
  /**
   * How long after an order's expiry the block holding its payment may be mined: a transaction sent just
   * before the deadline can wait in the mempool a while, and the user has paid by then.
   */
  paymentGraceMs: number;
  /** How far a claim's `now` may be from server time. */
  nowWindowMs: number;
  /**
   * Unpaid orders one user may hold at once before their expiry. Counted by `expiresAt` alone: once it has
   * passed nobody is offered to pay the order, so the grace (a sent payment still being mined) takes no slot.
   */
  maxOpenOrders: number;
}

export const TOKEN_UNIT = 10n ** 18n;
export const BPS = 10_000n;

export const defaultLedgerRules: LedgerRules = {
  commissionBps: [1000n, 500n],
  passMinAmount: 1000n * TOKEN_UNIT,
  specBonusBps: 100n,
  specCooldownMs: 24 * 3_600_000,
  paymentGraceMs: 10 * 60_000,
  nowWindowMs: 5 * 60_000,
  maxOpenOrders: 10,
};

export function ledgerRules(overrides: Partial<LedgerRules> = {}): LedgerRules {
  return { ...defaultLedgerRules, ...overrides };
}

/**
 * The last moment (ms) a block holding an order's payment may be mined and still credit it. Until then an
 * unpaid order may yet turn paid, so nothing may report it expired before this has passed.
 */
export function lastCreditableTime(expiresAt: Date, rules: Pick<LedgerRules, 'paymentGraceMs'>): number {
  return expiresAt.getTime() + rules.paymentGraceMs;
}
