/**
 * Token amounts on the wire are decimal strings of integer base units (18 decimals). These helpers turn them
 * into display text and parse what a user types, with string and bigint arithmetic only: a float would lose
 * digits past 2^53 and print 0.30000000000000004-style noise.
 */

export const TOKEN_DECIMALS = 18;

const baseUnitsPattern = /^(0|[1-9]\d*)$/;

/** A non-negative integer written in plain decimal digits (what the API sends for every amount). */
export function isBaseUnits(value: string): boolean {
  return baseUnitsPattern.test(value);
}

export interface FormatTokenAmountOptions {
  /** Fraction digits kept at most; the rest is cut (never rounded up: a balance is never shown larger). */
  maxFractionDigits?: number;
  /** BCP 47 locale for grouping and the decimal sign; the runtime default when absent. */
  locale?: string;
  /** Keep all `maxFractionDigits` digits, zeros included (a ticking figure then keeps its width). */
  fixedFraction?: boolean;
}

/** Splits base units into the whole part and the full fraction digits (no trailing-zero trimming). */
export function splitBaseUnits(
  baseUnits: string,
  decimals = TOKEN_DECIMALS,
): { whole: bigint; fraction: string } {
  if (!isBaseUnits(baseUnits))
    throw new TypeError(`not an amount in base units: ${JSON.stringify(baseUnits)}`);
  if (!Number.isInteger(decimals) || decimals < 0) throw new RangeError(`bad decimals: ${decimals}`);
  const units = BigInt(baseUnits);
  const scale = 10n ** BigInt(decimals);
  return { whole: units / scale, fraction: (units % scale).toString().padStart(decimals, '0') };
}

const decimalSignCache = new Map<string, string>();

function decimalSign(locale: string | undefined): string {
  const key = locale ?? '';
  let sign = decimalSignCache.get(key);
  if (sign === undefined) {
    sign =
      new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
    decimalSignCache.set(key, sign);
  }
  return sign;
}

/**
 * `formatTokenAmount('1234567890000000000000')` → `'1,234.5678'` (en). The integer part is grouped by
 * Intl.NumberFormat as a bigint; the fraction is cut to `maxFractionDigits` and stripped of trailing zeros.
 * Throws a TypeError for anything that is not a non-negative decimal integer string.
 */
export function formatTokenAmount(
  baseUnits: string,
  decimals = TOKEN_DECIMALS,
  { maxFractionDigits = 4, locale, fixedFraction = false }: FormatTokenAmountOptions = {},
): string {
  const { whole, fraction } = splitBaseUnits(baseUnits, decimals);
  const grouped = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(whole);
  const cut = fraction.slice(0, Math.max(0, maxFractionDigits));
  const kept = fixedFraction ? cut : cut.replace(/0+$/, '');
  return kept ? `${grouped}${decimalSign(locale)}${kept}` : grouped;
}

/** Groups a plain count (mining power, participants) without touching floats. */
export function formatInteger(value: string | number, locale?: string): string {
  const digits = typeof value === 'number' ? String(Math.trunc(value)) : value;
  if (!isBaseUnits(digits)) throw new TypeError(`not a non-negative integer: ${JSON.stringify(value)}`);
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(BigInt(digits));
}

type WholeTokensError = 'empty' | 'notWholeNumber' | 'belowMinimum' | 'aboveMaximum';

export type ParseWholeTokensResult =
  | { ok: true; baseUnits: string; tokens: string }
  | { ok: false; error: WholeTokensError };

export interface ParseWholeTokensOptions {
  decimals?: number;
  /** Smallest whole-token amount accepted (default 1). */
  min?: bigint;
  /** Largest whole-token amount accepted (default: no limit). */
  max?: bigint;
}

/** Digits with optional thousands separators: "1000", "1,000", "1 000", "1_000". */
const wholeTokensPattern = /^\d{1,3}([,\s_]\d{3})*$|^\d+$/;

/**
 * What a user typed as a whole number of tokens → base units, or the reason it is refused. Decimals,
 * signs, exponents and anything but ASCII digits (and grouping separators) are refused.
 */
export function parseWholeTokens(
  input: string,
  options: ParseWholeTokensOptions = {},
): ParseWholeTokensResult {
  const { decimals = TOKEN_DECIMALS, min = 1n, max } = options;
  const trimmed = input.trim();
  if (trimmed === '') return { ok: false, error: 'empty' };
  if (!wholeTokensPattern.test(trimmed)) return { ok: false, error: 'notWholeNumber' };
  const tokens = BigInt(trimmed.replace(/[,\s_]/g, ''));
  if (tokens < min) return { ok: false, error: 'belowMinimum' };
  if (max !== undefined && tokens > max) return { ok: false, error: 'aboveMaximum' };
  return { ok: true, tokens: tokens.toString(), baseUnits: (tokens * 10n ** BigInt(decimals)).toString() };
}

/**
 * Pending rewards the server reported, moved forward by whole seconds elapsed since it answered, at the
 * server's rate. Exact: `pending + floor(elapsedMs / 1000) × ratePerSecond`, never below `pending`.
 */
export function projectPending(pending: string, ratePerSecond: string, elapsedMs: number): string {
  if (!isBaseUnits(pending) || !isBaseUnits(ratePerSecond)) throw new TypeError('amounts must be base units');
  const seconds = Number.isFinite(elapsedMs) && elapsedMs > 0 ? BigInt(Math.floor(elapsedMs / 1000)) : 0n;
  return (BigInt(pending) + seconds * BigInt(ratePerSecond)).toString();
}
