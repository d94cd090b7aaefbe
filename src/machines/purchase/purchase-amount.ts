import { parseWholeTokens, TOKEN_DECIMALS } from '../../domain/format/token-amount';

/**
 * The purchase form's amount rule (docs/api-contract.md, `POST /purchase`): a whole number of tokens between 1 and
 * 1,000,000. The text is what the user typed; the result is the amount in base units (18 decimals) as a decimal
 * string, or the translation key of what is wrong. Exact integer arithmetic only.
 */

const MIN_PURCHASE_TOKENS = 1n;
const MAX_PURCHASE_TOKENS = 1_000_000n;

export type PurchaseAmountError =
  | 'purchase.amount.errors.required'
  | 'purchase.amount.errors.notANumber'
  | 'purchase.amount.errors.notPositive'
  | 'purchase.amount.errors.notWhole'
  | 'purchase.amount.errors.tooSmall'
  | 'purchase.amount.errors.tooLarge';

export type PurchaseAmountResult = { ok: true; amount: string } | { ok: false; error: PurchaseAmountError };

const TOKEN_UNIT = 10n ** BigInt(TOKEN_DECIMALS);
/** A number with a fraction ("1.5", "1,000.25"): refused, but the message should say why. */
const DECIMAL = /^\d[\d,\s_]*\.\d*$/;
const NEGATIVE = /^-\s*\d/;

/** Why a text that is not a plain whole number was refused, in the words the form uses. */
function notWholeReason(text: string): PurchaseAmountError {
  if (NEGATIVE.test(text)) return 'purchase.amount.errors.notPositive';
  if (DECIMAL.test(text)) return 'purchase.amount.errors.notWhole';
  return 'purchase.amount.errors.notANumber';
}

/** Validates the typed amount; surrounding spaces are ignored and thousands may be grouped ("1,000"). */
export function parsePurchaseAmount(text: string): PurchaseAmountResult {
  const parsed = parseWholeTokens(text, { min: MIN_PURCHASE_TOKENS, max: MAX_PURCHASE_TOKENS });
  if (parsed.ok) return { ok: true, amount: parsed.baseUnits };
  switch (parsed.error) {
    case 'empty':
      return { ok: false, error: 'purchase.amount.errors.required' };
    case 'belowMinimum':
      return { ok: false, error: 'purchase.amount.errors.tooSmall' };
    case 'aboveMaximum':
      return { ok: false, error: 'purchase.amount.errors.tooLarge' };
    case 'notWholeNumber':
      return { ok: false, error: notWholeReason(text.trim()) };
  }
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
