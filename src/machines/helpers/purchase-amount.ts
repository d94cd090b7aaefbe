/**
 * The purchase form's amount rule (api-contract.md, `POST /purchase`): a whole number of tokens between 1 and
 * 1,000,000. The text is what the user typed; the result is the amount in base units (18 decimals) as a decimal
 * string, or the translation key of what is wrong. Exact integer arithmetic only.
 */

export const TOKEN_DECIMALS = 18;
export const MIN_PURCHASE_TOKENS = 1n;
export const MAX_PURCHASE_TOKENS = 1_000_000n;

export type PurchaseAmountError =
  | 'purchase.amount.errors.required'
  | 'purchase.amount.errors.notANumber'
  | 'purchase.amount.errors.notPositive'
  | 'purchase.amount.errors.notWhole'
  | 'purchase.amount.errors.tooSmall'
  | 'purchase.amount.errors.tooLarge';

export type PurchaseAmountResult = { ok: true; amount: string } | { ok: false; error: PurchaseAmountError };

const TOKEN_UNIT = 10n ** BigInt(TOKEN_DECIMALS);
/** Digits, optionally grouped in threes by commas, then an optional fraction. */
const NUMBER = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d*))?$/;
const NEGATIVE = /^-\s*\d/;

/** Validates the typed amount; surrounding spaces are ignored and thousands may be grouped with commas. */
export function parsePurchaseAmount(text: string): PurchaseAmountResult {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: 'purchase.amount.errors.required' };
  if (NEGATIVE.test(trimmed)) return { ok: false, error: 'purchase.amount.errors.notPositive' };
  const match = NUMBER.exec(trimmed);
  if (!match) return { ok: false, error: 'purchase.amount.errors.notANumber' };
  const [, whole = '0', fraction = ''] = match;
  if (/[1-9]/.test(fraction)) return { ok: false, error: 'purchase.amount.errors.notWhole' };
  const tokens = BigInt(whole.replaceAll(',', ''));
  if (tokens < MIN_PURCHASE_TOKENS) return { ok: false, error: 'purchase.amount.errors.tooSmall' };
  if (tokens > MAX_PURCHASE_TOKENS) return { ok: false, error: 'purchase.amount.errors.tooLarge' };
  return { ok: true, amount: (tokens * TOKEN_UNIT).toString() };
}

/** Whole tokens of an amount in base units (truncated), as a decimal string. */
export function wholeTokensOf(amount: string): string {
  return (BigInt(amount) / TOKEN_UNIT).toString();
}

/**
 * What an amount costs in the native coin's base units: `amount × price / 10^18`, where the price is native base
 * units per whole token. Exact: both inputs are integers and the division is by the token unit.
 */
export function purchaseCost(amount: string, pricePerToken: string): string {
  return ((BigInt(amount) * BigInt(pricePerToken)) / TOKEN_UNIT).toString();
}
