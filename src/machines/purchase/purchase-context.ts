import { isPaymentOutcomeUnknown } from '../shared/payment-failure';
import { parsePurchaseAmount } from './purchase-amount';
import type { PurchaseContext } from './purchase-types';

// The purchase machine's context rules, kept beside its types so the machine file reads as its chart.

export const initialPurchaseContext: PurchaseContext = {
  amountText: '',
  amount: null,
  amountError: null,
  order: null,
  hash: null,
  failure: null,
  topUp: false,
  paymentStart: 'wallet',
  system: null,
};

/** The field as typed: the amount when valid; an empty field is not an error until the user tries to buy. */
export function amountTyped(value: string): Partial<PurchaseContext> {
  const parsed = parsePurchaseAmount(value);
  if (parsed.ok) return { amountText: value, amount: parsed.amount, amountError: null };
  const amountError = parsed.error === 'purchase.amount.errors.required' ? null : parsed.error;
  return { amountText: value, amount: null, amountError };
}

/** On submit every error shows, the empty field's included. */
export function amountErrorOnSubmit(context: PurchaseContext): Partial<PurchaseContext> {
  const parsed = parsePurchaseAmount(context.amountText);
  return { amountError: parsed.ok ? null : parsed.error };
}

/** Paid and confirmed on chain; only the server's record failed. */
export const hasPaymentOnChain = (context: PurchaseContext) =>
  context.failure?.step === 'server' && context.order !== null && context.hash !== null;

/** The receipt wait broke or timed out after the payment was sent: it may be mined. */
export const hasPaymentInDoubt = (context: PurchaseContext) =>
  isPaymentOutcomeUnknown(context.failure) && context.hash !== null;
