import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatInteger,
  formatTokenAmount,
  isBaseUnits,
  parseWholeTokens,
  projectPending,
  splitBaseUnits,
} from './token-amount';

const ONE = 10n ** 18n;
const bigAmount = fc.bigInt({ min: 0n, max: 10n ** 40n });
/** Plain digits with the en separators removed. */
const ungroup = (text: string) => text.replace(/,/g, '');

describe('formatTokenAmount', () => {
  it.each([
    ['0', '0'],
    ['1', '0'],
    ['1000000000000000000', '1'],
    ['1234567890000000000000', '1,234.5678'],
    ['1500000000000000000', '1.5'],
    ['999999999999999999', '0.9999'],
    ['123456789012345678901234567890', '123,456,789,012.3456'],
  ])('%s base units read %s in English', (units, text) => {
    expect(formatTokenAmount(units, 18, { locale: 'en' })).toBe(text);
  });

  it('keeps every requested fraction digit exactly, with no float noise', () => {
    expect(formatTokenAmount('300000000000000001', 18, { maxFractionDigits: 18, locale: 'en' })).toBe(
      '0.300000000000000001',
    );
    expect(formatTokenAmount('12345', 0, { locale: 'en' })).toBe('12,345');
    expect(
      formatTokenAmount('1500000000000000000', 18, {
        maxFractionDigits: 6,
        fixedFraction: true,
        locale: 'en',
      }),
    ).toBe('1.500000');
  });

  it('uses the locale for grouping and the decimal sign', () => {
    expect(formatTokenAmount('1234500000000000000000', 18, { locale: 'de' })).toBe('1.234,5');
    expect(formatTokenAmount('1234500000000000000000', 18, { locale: 'zh-CN' })).toBe('1,234.5');
  });

  it('property: the integer part and the kept digits are the exact decimal expansion (18 decimals)', () => {
    fc.assert(
      fc.property(bigAmount, fc.integer({ min: 0, max: 18 }), (units, digits) => {
        const text = ungroup(
          formatTokenAmount(units.toString(), 18, { maxFractionDigits: digits, locale: 'en' }),
        );
        const [whole, fraction = ''] = text.split('.');
        expect(BigInt(whole ?? '')).toBe(units / ONE);
        const expected = (units % ONE).toString().padStart(18, '0').slice(0, digits).replace(/0+$/, '');
        expect(fraction).toBe(expected);
      }),
    );
  });

  it('property: negative, fractional and malformed input is refused, never formatted', () => {
    const malformed = fc.oneof(
      fc.bigInt({ min: -(10n ** 30n), max: -1n }).map(String),
      fc.string().filter((s) => !/^(0|[1-9]\d*)$/.test(s)),
      fc
        .double({ noNaN: false })
        .map(String)
        .filter((s) => !/^(0|[1-9]\d*)$/.test(s)),
    );
    fc.assert(
      fc.property(malformed, (input) => {
        expect(isBaseUnits(input)).toBe(false);
        expect(() => formatTokenAmount(input)).toThrow(TypeError);
      }),
    );
  });

  it('splits into the whole part and the padded fraction', () => {
    expect(splitBaseUnits('5', 3)).toEqual({ whole: 0n, fraction: '005' });
    expect(() => splitBaseUnits('5', -1)).toThrow(RangeError);
  });
});

describe('formatInteger', () => {
  it('groups counts per locale and refuses non-integers', () => {
    expect(formatInteger('1234567', 'en')).toBe('1,234,567');
    expect(formatInteger(1234, 'en')).toBe('1,234');
    expect(() => formatInteger('-3')).toThrow(TypeError);
  });
});

describe('parseWholeTokens', () => {
  it.each([
    ['1', '1'],
    [' 1000 ', '1000'],
    ['1,000', '1000'],
    ['1 000 000', '1000000'],
    ['007', '7'],
  ])('%j → %s tokens', (input, tokens) => {
    expect(parseWholeTokens(input)).toEqual({
      ok: true,
      tokens,
      baseUnits: (BigInt(tokens) * ONE).toString(),
    });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['1.5', 'notWholeNumber'],
    ['-1', 'notWholeNumber'],
    ['1e3', 'notWholeNumber'],
    ['0x10', 'notWholeNumber'],
    ['12,34', 'notWholeNumber'],
    ['１２', 'notWholeNumber'],
    ['0', 'belowMinimum'],
  ])('%j is refused as %s', (input, error) => {
    expect(parseWholeTokens(input)).toEqual({ ok: false, error });
  });

  it('applies the bounds in whole tokens', () => {
    expect(parseWholeTokens('1000001', { max: 1_000_000n })).toEqual({ ok: false, error: 'aboveMaximum' });
    expect(parseWholeTokens('1000000', { max: 1_000_000n }).ok).toBe(true);
    expect(parseWholeTokens('4', { min: 5n })).toEqual({ ok: false, error: 'belowMinimum' });
  });

  it('property: parse then format round-trips every whole amount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 30n }), (tokens) => {
        const grouped = new Intl.NumberFormat('en').format(tokens);
        const parsed = parseWholeTokens(grouped);
        if (!parsed.ok) throw new Error(parsed.error);
        expect(parsed.baseUnits).toBe((tokens * ONE).toString());
        expect(formatTokenAmount(parsed.baseUnits, 18, { locale: 'en' })).toBe(grouped);
      }),
    );
  });

  it('property: negative numbers and decimals are never accepted', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ max: -1 }).map(String), fc.double({ min: 0.01, max: 1e6 }).map(String)),
        (s) => {
          fc.pre(!/^\d+$/.test(s));
          expect(parseWholeTokens(s).ok).toBe(false);
        },
      ),
    );
  });
});

describe('projectPending', () => {
  it('adds whole elapsed seconds times the rate, exactly', () => {
    expect(projectPending('1000000000000000001', '11574074074074', 5_999)).toBe('1000057870370370371');
    expect(projectPending('7', '3', -500)).toBe('7');
    expect(projectPending('7', '3', Number.NaN)).toBe('7');
  });

  it('property: equals pending + floor(ms / 1000) × rate in bigint arithmetic', () => {
    fc.assert(
      fc.property(
        bigAmount,
        fc.bigInt({ min: 0n, max: 10n ** 24n }),
        fc.nat(10 ** 9),
        (pending, rate, ms) => {
          expect(projectPending(pending.toString(), rate.toString(), ms)).toBe(
            (pending + BigInt(Math.floor(ms / 1000)) * rate).toString(),
          );
        },
      ),
    );
  });
});
