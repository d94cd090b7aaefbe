import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBalance, formatBalanceUnits, parseDecimal } from './format-balance';

const SUFFIX_EXPONENT: Record<string, number> = { k: 3, m: 6, b: 9, t: 12 };

/** The exact value a formatted balance stands for, as units / 10^scale. */
function shownValue(shown: string): { units: bigint; scale: number } {
  const suffix = shown.at(-1) ?? '';
  const exponent = SUFFIX_EXPONENT[suffix] ?? 0;
  const { units, scale } = parseDecimal(exponent ? shown.slice(0, -1) : shown.replaceAll(',', ''));
  return scale >= exponent
    ? { units, scale: scale - exponent }
    : { units: units * 10n ** BigInt(exponent - scale), scale: 0 };
}

/** a - b as units / 10^scale on a common scale. */
function minus(a: { units: bigint; scale: number }, b: { units: bigint; scale: number }) {
  const scale = Math.max(a.scale, b.scale);
  const lift = (x: { units: bigint; scale: number }) => x.units * 10n ** BigInt(scale - x.scale);
  return { units: lift(a) - lift(b), scale };
}

function toDecimalString(units: bigint, decimals: number): string {
  const text = units.toString().padStart(decimals + 1, '0');
  return decimals ? `${text.slice(0, -decimals)}.${text.slice(-decimals)}` : text;
}

const amount = fc.record({
  units: fc.oneof(fc.bigInt({ min: 0n, max: 10n ** 6n }), fc.bigInt({ min: 0n, max: 10n ** 36n })),
  decimals: fc.integer({ min: 0, max: 24 }),
});

describe('formatBalance', () => {
  it.each([
    ['0.1234567', '0.123'],
    ['0.9999', '0.999'],
    ['0.0001234', '0'],
    ['0', '0'],
    ['1.23456', '1.23'],
    ['9.999', '9.99'],
    ['99.999', '99.99'],
    ['1', '1'],
    ['123.456', '123.4'],
    ['1234.567', '1,234.5'],
    ['10000', '10k'],
    ['12345.6', '12.3k'],
    ['999999', '999.9k'],
    ['1234567', '1.2m'],
    ['2500000000', '2.5b'],
    ['3200000000000', '3.2t'],
    ['5000000000000000', '5000t'],
    ['0.00000001', '0'],
  ])('reference vector %s → %s', (input, expected) => {
    expect(formatBalance(input)).toBe(expected);
  });

  it('formats 18-decimal base units exactly, far beyond float precision', () => {
    expect(formatBalanceUnits(1_999_999_999_999_999_999n, 18)).toBe('1.99');
    expect(formatBalanceUnits('123456789012345678901234567890', 18)).toBe('123.4b');
    expect(formatBalanceUnits('123456789012345678901234567890123456', 18)).toBe('123456.7t');
    expect(formatBalanceUnits(999_999_999_999_999_999n, 18)).toBe('0.999');
  });

  it('rejects what is not a plain decimal amount', () => {
    expect(() => formatBalance('1e18')).toThrow(TypeError);
    expect(() => formatBalance('12,3')).toThrow(TypeError);
    expect(() => formatBalanceUnits('1.5', 18)).toThrow(TypeError);
    expect(() => formatBalanceUnits(1n, -1)).toThrow(RangeError);
  });

  it('keeps the sign of a negative amount and never shows "-0"', () => {
    expect(formatBalance('-1234.56')).toBe('-1,234.5');
    expect(formatBalance('-0.0001')).toBe('0');
  });

  it('behavior: base units and their decimal string format the same', () => {
    fc.assert(
      fc.property(amount, ({ units, decimals }) => {
        expect(formatBalanceUnits(units, decimals)).toBe(formatBalance(toDecimalString(units, decimals)));
      }),
    );
  });

  it('behavior: truncates, never rounds up, and keeps the digits each range promises', () => {
    fc.assert(
      fc.property(amount, ({ units, decimals }) => {
        const shown = formatBalanceUnits(units, decimals);
        const exact = { units, scale: decimals };
        const whole = units / 10n ** BigInt(decimals);
        const lost = minus(exact, shownValue(shown));
        expect(lost.units >= 0n).toBe(true);
        // The truncated part is less than one unit of the last digit shown.
        const suffixExponent = Math.min(12, 3 * Math.floor((whole.toString().length - 1) / 3));
        const lastDigitExponent =
          whole < 1n ? -3 : whole < 100n ? -2 : whole < 10_000n ? -1 : suffixExponent - 1;
        const oneLastDigit = { units: 1n, scale: 0 };
        const bound =
          lastDigitExponent >= 0
            ? { units: 10n ** BigInt(lastDigitExponent), scale: 0 }
            : { ...oneLastDigit, scale: -lastDigitExponent };
        expect(minus(bound, lost).units > 0n).toBe(true);
        if (whole < 1n) expect(shown).toMatch(/^0(\.\d{1,3})?$/);
        else if (whole < 100n) expect(shown).toMatch(/^[1-9]\d?(\.\d{1,2})?$/);
        else if (whole < 10_000n) expect(shown).toMatch(/^[1-9](\d{0,2}|,\d{3})(\.\d)?$/);
        else expect(shown).toMatch(/^[1-9]\d*(\.\d)?[kmbt]$/);
      }),
    );
  });

  it('behavior: a larger amount never shows as a smaller one', () => {
    fc.assert(
      fc.property(amount, fc.bigInt({ min: 0n, max: 10n ** 30n }), ({ units, decimals }, extra) => {
        const smaller = shownValue(formatBalanceUnits(units, decimals));
        const larger = shownValue(formatBalanceUnits(units + extra, decimals));
        expect(minus(larger, smaller).units >= 0n).toBe(true);
      }),
    );
  });
});
