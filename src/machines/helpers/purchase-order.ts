/** The order `POST /purchase` opens (docs/api-contract.md); amounts in base units, ids as strings. */
export interface PurchaseOrder {
  orderId: string;
  /** Tokens bought, in base units. */
  amount: string;
  /** Native coin to pay, in base units. */
  value: string;
  payTo: string;
  chainId: number;
  /** Goes into the payment's data so the server can match it to the order. */
  reference: string;
  expiresAt: string;
}

/** Where a purchase stopped: opening the order, the wallet, the transaction's receipt, or the server's record. */
export type PurchaseStep = 'order' | 'wallet' | 'receipt' | 'server';

export interface PurchaseFailure {
  step: PurchaseStep;
  /** A stable code the view translates (wallet codes, receipt reasons, the order's API codes). */
  code: string;
}

/** An order is paid again only if it stays valid for this long: a transaction needs time to be mined and seen. */
export const ORDER_EXPIRY_MARGIN_MS = 2 * 60_000;

/** Receipt outcomes that prove the payment did not happen; any other receipt failure leaves it in doubt. */
const PAYMENT_NOT_MADE = new Set(['reverted', 'cancelled', 'replaced']);

/** The `code` an actor rejected with (WalletError, or the `{ code }` the composition root throws), else unknown. */
export function failureCodeOf(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const { code } = error as { code: unknown };
    if (typeof code === 'string' && code !== '') return code;
  }
  return 'unknown';
}

/** A failure at a step, from whatever the step's actor rejected with. */
export function failureAt(step: PurchaseStep, error: unknown): PurchaseFailure {
  return { step, code: failureCodeOf(error) };
}

/** The payment transaction that pays an order: to the treasury, the exact value, the reference as data. */
export function paymentOf(order: PurchaseOrder | null) {
  return {
    to: order?.payTo ?? '',
    value: order?.value ?? '0',
    data: order?.reference ?? '0x',
    chainId: order?.chainId ?? 0,
  };
}

/** True when the order can still be paid at `now` (ms), with the margin to spare. */
export function isOrderUsable(order: PurchaseOrder | null, now: number): boolean {
  if (order === null) return false;
  const expiresAt = Date.parse(order.expiresAt);
  return Number.isFinite(expiresAt) && now + ORDER_EXPIRY_MARGIN_MS < expiresAt;
}

/** A receipt wait that timed out or broke: the transaction may still be mined, so it must not be paid twice. */
export function isPaymentOutcomeUnknown(failure: PurchaseFailure | null): boolean {
  return failure?.step === 'receipt' && !PAYMENT_NOT_MADE.has(failure.code);
}
