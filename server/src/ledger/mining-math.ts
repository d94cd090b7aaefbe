/**
 * Mining accrual in exact integer arithmetic (no floats, no lost dust).
 *
 * A pool emits `dailyEmission` base units per 24 h, spread over its users by power, to the millisecond.
 * Amounts are tracked in scaled units: 1 base unit = ACC_SCALE scaled units, where ACC_SCALE is chosen so
 * that one millisecond of emission is a whole number of scaled units (dailyEmission × 10^18).
 *
 * - The pool keeps `accPerPower`, the scaled reward earned by one unit of power since the pool began. On
 *   every advance, the emission of the elapsed time plus the carried remainder is divided by the total power;
 *   the quotient is added to accPerPower and the remainder is carried (`accCarry`), so a pool advanced in many
 *   small steps ends exactly where one big step would.
 * - A user's accrued reward grows by power × (accPerPower − the snapshot taken at the last settlement).
 * - A claim credits floor(accrued / ACC_SCALE) whole base units and keeps the remainder for the next claim.
 *
 * Hence, exactly: Σ credited × ACC_SCALE + Σ unclaimed accrued + pool carry = emission while power > 0.
 * Emission during time when a pool has no power at all is not distributed.
 */
const MS_PER_DAY = 86_400_000n;
/** Scaled units of one millisecond of a pool emitting one base unit per day. */
export const EMISSION_SCALE = 10n ** 18n;
export const ACC_SCALE = MS_PER_DAY * EMISSION_SCALE;

export interface PoolAccumulator {
  dailyEmission: bigint;
  totalPower: bigint;
  accPerPower: bigint;
  accCarry: bigint;
  /** Server time (ms) the accumulator is valid at. */
  updatedAt: number;
}

export interface AccountAccrual {
  power: bigint;
  accSnapshot: bigint;
  accruedScaled: bigint;
}

/** The pool's accumulator at `now`; never moves backwards if the clock does. */
export function advancePool<P extends PoolAccumulator>(pool: P, now: number): P {
  if (now <= pool.updatedAt) return pool;
  if (pool.totalPower === 0n) return { ...pool, updatedAt: now };
  const emitted = pool.dailyEmission * EMISSION_SCALE * BigInt(now - pool.updatedAt) + pool.accCarry;
  return {
    ...pool,
    accPerPower: pool.accPerPower + emitted / pool.totalPower,
    accCarry: emitted % pool.totalPower,
    updatedAt: now,
  };
}

/** The account's accrual brought up to the pool's accumulator. */
export function settleAccount(account: AccountAccrual, accPerPower: bigint): AccountAccrual {
  const delta = accPerPower > account.accSnapshot ? accPerPower - account.accSnapshot : 0n;
  return {
    power: account.power,
    accSnapshot: accPerPower > account.accSnapshot ? accPerPower : account.accSnapshot,
    accruedScaled: account.accruedScaled + account.power * delta,
  };
}

/** Whole base units claimable from a scaled accrual (rounded down; the remainder stays accrued). */
export function claimable(accruedScaled: bigint): bigint {
  return accruedScaled / ACC_SCALE;
}

/** Base units per second a user earns right now, rounded down. */
export function ratePerSecond(
  power: bigint,
  pool: Pick<PoolAccumulator, 'dailyEmission' | 'totalPower'>,
): bigint {
  if (pool.totalPower === 0n) return 0n;
  return (power * pool.dailyEmission) / (86_400n * pool.totalPower);
}
