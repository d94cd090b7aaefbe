import { TOKEN_DECIMALS } from './token-amount';

/** A pass holder has bought at least 1,000 tokens in paid orders, in total. */
export const PASS_MIN_TOKENS = 1000n;

const TOKEN_UNIT = 10n ** BigInt(TOKEN_DECIMALS);
const PASS_MIN_UNITS = PASS_MIN_TOKENS * TOKEN_UNIT;

export interface PassProgress {
  /** Base units still to buy (0 once the threshold is reached). */
  remaining: string;
  /** Whole percent of the threshold bought, 0..100 (truncated, so 100 means reached). */
  percent: number;
}

/** How far paid purchases (base units, summed) are from the pass; exact, never a float on amounts. */
export function passProgress(bought: string): PassProgress {
  const units = BigInt(bought);
  const remaining = units >= PASS_MIN_UNITS ? 0n : PASS_MIN_UNITS - units;
  const percent = units >= PASS_MIN_UNITS ? 100 : Number((units * 100n) / PASS_MIN_UNITS);
  return { remaining: remaining.toString(), percent };
}
