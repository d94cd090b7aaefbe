import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACC_SCALE,
  advancePool,
  claimable,
  type PoolAccumulator,
  ratePerSecond,
  settleAccount,
} from './mining-math';

const DAILY = 100_000n * 10n ** 18n;
const pool = (totalPower: bigint, updatedAt = 0): PoolAccumulator => ({
  dailyEmission: DAILY,
  totalPower,
  accPerPower: 0n,
  accCarry: 0n,
  updatedAt,
});

describe('mining math', () => {
  it('gives a lone miner the whole emission, to the base unit', () => {
    const day = advancePool(pool(1000n), 86_400_000);
    const miner = settleAccount({ power: 1000n, accSnapshot: 0n, accruedScaled: 0n }, day.accPerPower);
    expect(claimable(miner.accruedScaled)).toBe(DAILY);
  });

  it('does not accrue with no power, and never moves back in time', () => {
    expect(advancePool(pool(0n), 5000)).toEqual({ ...pool(0n), updatedAt: 5000 });
    const later = advancePool(pool(3n, 1000), 500);
    expect(later).toEqual(pool(3n, 1000));
  });

  it('settles nothing, and keeps its snapshot, against an accumulator behind it (README: time never runs backwards)', () => {
    const account = { power: 7n, accSnapshot: 500n, accruedScaled: 1234n };
    expect(settleAccount(account, 499n)).toEqual(account);
    expect(settleAccount(account, 500n)).toEqual(account);
    expect(settleAccount(account, 502n)).toEqual({
      power: 7n,
      accSnapshot: 502n,
      accruedScaled: 1234n + 14n,
    });
  });

  it('computes the rate per second rounded down', () => {
    expect(ratePerSecond(1n, { dailyEmission: DAILY, totalPower: 3n })).toBe(DAILY / 86_400n / 3n);
    expect(ratePerSecond(5n, { dailyEmission: DAILY, totalPower: 0n })).toBe(0n);
  });

  it('ends at the same accumulator whether advanced in one step or many', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 20 }),
        (totalPower, steps) => {
          let stepped = pool(totalPower);
          let t = 0;
          for (const step of steps) {
            t += step;
            stepped = advancePool(stepped, t);
          }
          expect(stepped).toEqual(advancePool(pool(totalPower), t));
        },
      ),
    );
  });

  it('conserves emission exactly across miners whose power changes', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.integer({ min: 0, max: 2 }),
            fc.bigInt({ min: 1n, max: 5000n }),
            fc.integer({ min: 1, max: 3_600_000 }),
          ),
          {
            minLength: 1,
            maxLength: 30,
          },
        ),
        (events) => {
          let p = pool(0n);
          const miners = [0, 1, 2].map(() => ({ power: 0n, accSnapshot: 0n, accruedScaled: 0n }));
          let emitted = 0n;
          let t = 0;
          for (const [who, added, dt] of events) {
            if (p.totalPower > 0n) emitted += DAILY * 10n ** 18n * BigInt(dt);
            t += dt;
            p = advancePool(p, t);
            const miner = settleAccount(miners[who] as (typeof miners)[number], p.accPerPower);
            miners[who] = { ...miner, power: miner.power + added };
            p = { ...p, totalPower: p.totalPower + added };
          }
          const settled = miners.map((m) => settleAccount(m, p.accPerPower));
          const accrued = settled.reduce((sum, m) => sum + m.accruedScaled, 0n);
          expect(accrued + p.accCarry).toBe(emitted);
          expect(p.accCarry).toBeLessThan(p.totalPower);
          expect(
            settled.reduce((sum, m) => sum + claimable(m.accruedScaled), 0n) * ACC_SCALE,
          ).toBeLessThanOrEqual(emitted);
        },
      ),
    );
  });
});
