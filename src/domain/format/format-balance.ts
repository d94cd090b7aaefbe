/**
 * Balance abbreviation (docs/wallet-behaviour.md, sections 9 and 13), done on exact integers: the
 * amount is a scaled bigint (`units / 10^scale`), never a float. Digits are truncated, not rounded, and
 * trailing zeros are dropped: under 1 keeps 3 decimals, under 100 keeps 2, under 10 000 keeps 1 (with thousands
 * grouping), larger amounts keep 1 decimal of k, m, b or t.
 */

interface Scaled {
  units: bigint;
  scale: number;
}

const SUFFIXES = [
  { suffix: 't', exponent: 12 },
  { suffix: 'b', exponent: 9 },
  { suffix: 'm', exponent: 6 },
  { suffix: 'k', exponent: 3 },
] as const;

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

const pow10 = (exponent: number) => 10n ** BigInt(exponent);

/** Parses a plain decimal string (`"1234.5678"`, no exponent, no grouping) into an exact scaled integer. */
export function parseDecimal(amount: string): Scaled {
  const match = DECIMAL.exec(amount.trim());
  if (!match) throw new TypeError(`Not a decimal amount: "${amount}"`);
  const [, sign, whole = '0', fraction = ''] = match;
  const units = BigInt(whole + fraction);
  return { units: sign ? -units : units, scale: fraction.length };
}

/** `units / 10^scale`, truncated toward zero to `digits` decimals, as an integer count of 10^-digits. */
function truncateTo({ units, scale }: Scaled, digits: number): bigint {
  return digits >= scale ? units * pow10(digits - scale) : units / pow10(scale - digits);
}

function groupThousands(whole: string): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Renders a count of 10^-digits, dropping trailing fractional zeros (and the dot when nothing is left). */
function render(count: bigint, digits: number, group: boolean): string {
  const text = count.toString().padStart(digits + 1, '0');
  const whole = text.slice(0, text.length - digits);
  const fraction = text.slice(text.length - digits).replace(/0+$/, '');
  const shownWhole = group ? groupThousands(whole) : whole;
  return fraction ? `${shownWhole}.${fraction}` : shownWhole;
}

function formatNonNegative(amount: Scaled): string {
  const whole = truncateTo(amount, 0);
  if (whole < 1n) return render(truncateTo(amount, 3), 3, false);
  if (whole < 100n) return render(truncateTo(amount, 2), 2, false);
  if (whole < 10_000n) return render(truncateTo(amount, 1), 1, true);
  const unit = SUFFIXES.find(({ exponent }) => whole >= pow10(exponent)) ?? SUFFIXES[3];
  const tenths = truncateTo({ units: amount.units, scale: amount.scale + unit.exponent }, 1);
  return `${render(tenths, 1, false)}${unit.suffix}`;
}

function formatScaled(amount: Scaled): string {
  if (amount.units >= 0n) return formatNonNegative(amount);
  const shown = formatNonNegative({ units: -amount.units, scale: amount.scale });
  return shown === '0' ? '0' : `-${shown}`;
}

/** Formats a decimal string such as `"1234.5678"` (already in whole tokens). */
export function formatBalance(amount: string): string {
  return formatScaled(parseDecimal(amount));
}

/** Formats an integer amount of base units (a bigint or its decimal string) with the token's decimals. */
export function formatBalanceUnits(units: bigint | string, decimals: number): string {
  if (!Number.isInteger(decimals) || decimals < 0) throw new RangeError(`Invalid decimals: ${decimals}`);
  const value = typeof units === 'bigint' ? units : parseDecimal(units);
  if (typeof value !== 'bigint' && value.scale !== 0)
    throw new TypeError(`Base units must be whole: "${units}"`);
  return formatScaled({ units: typeof value === 'bigint' ? value : value.units, scale: decimals });
}
