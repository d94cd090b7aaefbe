import { expect } from 'vitest';
import type { Harness, Json } from './harness';

/** A rational number of base units, exact (the ideal, unrounded share of a pool's emission). */
interface Fraction {
  n: bigint;
  d: bigint;
}
const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));
function add(a: Fraction, b: Fraction): Fraction {
  const n = a.n * b.d + b.n * a.d;
  const d = a.d * b.d;
  const g = gcd(n, d) || 1n;
  return { n: n / g, d: d / g };
}

export const TOKEN = 10n ** 18n;
const DAILY = 100_000n * TOKEN;
export const COOLDOWN = 86_400_000;
const GRACE = 10 * 60_000;

export interface ModelUser {
  token: string;
  address: `0x${string}`;
  inviters: number[];
  power: bigint;
  purchased: bigint;
  /** Ideal mining accrual since the start (exact), and what claims moved out of it. */
  ideal: Fraction;
  miningClaimed: bigint;
  specCollected: bigint;
  specLast: number | null;
  commissionEarned: bigint;
  commissionClaimed: bigint;
}

export interface ModelOrder {
  user: number;
  reference: string;
  value: bigint;
  amount: bigint;
  expiresAt: number;
  paid: boolean;
  /** The owner's payments mined in time, counted toward the order while it is short. */
  received: bigint;
}

export interface LedgerModel {
  now: number;
  users: ModelUser[];
  orders: ModelOrder[];
  creditedTx: string[];
  /** Emission while the pool had power, in scaled units (base × 86,400,000 × 10^18). */
  emittedScaled: bigint;
  /** First response per (user, endpoint, now). */
  responses: Map<string, Json>;
}

/** Time passes: the pool's emission is shared by power over the elapsed milliseconds. */
export function advanceModel(m: LedgerModel, ms: number): void {
  const total = m.users.reduce((sum, u) => sum + u.power, 0n);
  if (total > 0n) {
    m.emittedScaled += DAILY * TOKEN * BigInt(ms);
    for (const u of m.users) {
      if (u.power > 0n) u.ideal = add(u.ideal, { n: DAILY * BigInt(ms) * u.power, d: 86_400_000n * total });
    }
  }
  m.now += ms;
}

/** What creditPaidOrder must answer for this payment, applying it to the model when it credits. */
export function expectedCredit(
  m: LedgerModel,
  order: ModelOrder,
  payment: { from: number; value: bigint; txHash: string; minedAt: number },
): string {
  if (m.creditedTx.includes(payment.txHash) || order.paid) return 'already-paid';
  if (payment.from !== order.user) return 'wrong-sender';
  if (payment.minedAt > order.expiresAt + GRACE) return 'expired';
  order.received += payment.value;
  if (order.received < order.value) return 'underpaid';
  const buyer = m.users[order.user] as ModelUser;
  order.paid = true;
  m.creditedTx.push(payment.txHash);
  buyer.power += order.amount / TOKEN;
  buyer.purchased += order.amount;
  for (const [level, inviter] of buyer.inviters.entries()) {
    const beneficiary = m.users[inviter] as ModelUser;
    beneficiary.commissionEarned += (order.amount * (level === 0 ? 1000n : 500n)) / 10_000n;
  }
  return 'credited';
}

export const openOrders = (m: LedgerModel, user: number) =>
  m.orders.filter((o) => o.user === user && !o.paid && o.expiresAt > m.now).length;

const floorOf = (f: Fraction) => f.n / f.d;

/** Every balance the API shows agrees with the model, and none is negative. */
export async function checkAgainstModel(m: LedgerModel, h: Harness): Promise<void> {
  let totalPower = 0n;
  for (const u of m.users) {
    const mining = (await h.request('GET', '/api/v1/me/mining', { token: u.token })).body.data;
    const commission = (await h.request('GET', '/api/v1/me/commission-balance', { token: u.token })).body
      .data;
    const me = (await h.request('GET', '/api/v1/me', { token: u.token })).body.data;
    expect(mining.power).toBe(u.power.toString());
    expect(mining.claimed).toBe((u.miningClaimed + u.specCollected).toString());
    for (const value of [mining.pending, mining.claimed, ...Object.values(commission)]) {
      expect(BigInt(value as string)).toBeGreaterThanOrEqual(0n);
    }
    // Credited plus still pending equals the ideal accrual, to within one base unit of rounding.
    const credited = u.miningClaimed + BigInt(mining.pending);
    const ideal = floorOf(u.ideal);
    expect(credited <= ideal + 1n && credited >= ideal - 1n, `mining ${credited} vs ideal ${ideal}`).toBe(
      true,
    );
    expect(commission).toEqual({
      available: (u.commissionEarned - u.commissionClaimed).toString(),
      totalEarned: u.commissionEarned.toString(),
      totalClaimed: u.commissionClaimed.toString(),
    });
    expect(me.pass.holder).toBe(u.purchased >= 1000n * TOKEN);
    totalPower += u.power;
  }
  const pools = (await h.request('GET', '/api/v1/public/mining-pools')).body.data;
  expect(pools[0].totalPower).toBe(totalPower.toString());
}

/**
 * Settles every account at the same instant (a claim each), then checks conservation exactly from the
 * database: Σ claimed × scale + Σ unclaimed accrual + the pool's carried remainder = everything emitted.
 */
export async function checkConservation(m: LedgerModel, h: Harness): Promise<void> {
  for (const [i, u] of m.users.entries()) {
    const res = await h.request('POST', '/api/v1/mining/claim', {
      token: u.token,
      body: { now: m.now + 400 + i },
    });
    expect(res.status).toBe(200);
    u.miningClaimed += BigInt(res.body.data.claimed);
  }
  const { rows } = await h.db.query<{ claimed: string; accrued: string }>(
    'SELECT sum(mining_claimed)::text AS claimed, sum(mining_accrued_scaled)::text AS accrued FROM accounts',
  );
  const row = rows[0];
  if (!row) throw new Error('no accounts');
  const scale = 86_400_000n * TOKEN;
  // Claims do not write the pool (server/src/ledger/README.md): its remainder at the claims' instant is the
  // stored one plus what it emitted since, modulo the total power (README: the division remainder is carried).
  const pool = (
    await h.db.query<{ daily: string; power: string; carry: string; at: Date }>(
      `SELECT daily_emission::text AS daily, total_power::text AS power, acc_carry::text AS carry,
         acc_updated_at AS at FROM mining_pools`,
    )
  ).rows[0];
  if (!pool) throw new Error('no pool');
  const since = BigInt(Math.max(0, h.clock.now - pool.at.getTime()));
  const carry =
    BigInt(pool.power) === 0n
      ? BigInt(pool.carry)
      : (BigInt(pool.daily) * TOKEN * since + BigInt(pool.carry)) % BigInt(pool.power);
  expect(BigInt(row.claimed) * scale + BigInt(row.accrued) + carry).toBe(m.emittedScaled);
}
