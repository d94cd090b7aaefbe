import { apiErrorCodes } from '../../domain/api-errors';
import type {
  PurchaseFailure,
  PurchaseFailureCode,
  PurchaseOrder,
  PurchaseStep,
} from '../../domain/purchase';
import { transactionFailureReasons, walletErrorCodes } from '../../domain/wallet-errors';
import type { SendPaymentInput } from '../purchase-payment/purchase-payment-types';

/** An order is paid again only if it stays valid for this long: a transaction needs time to be mined and seen. */
export const ORDER_EXPIRY_MARGIN_MS = 2 * 60_000;

/** Receipt outcomes that prove the payment did not happen; any other receipt failure leaves it in doubt. */
const PAYMENT_NOT_MADE: ReadonlySet<string> = new Set(transactionFailureReasons);

const KNOWN_CODES: ReadonlySet<string> = new Set<PurchaseFailureCode>([
  ...walletErrorCodes,
  ...transactionFailureReasons,
  ...apiErrorCodes,
  'order_expired',
  'not_recorded',
  'top_up_expired',
]);

/** Narrows any code an actor reported to the purchase's codes; one it does not know is `unknown`. */
function toFailureCode(code: unknown): PurchaseFailureCode {
  return typeof code === 'string' && KNOWN_CODES.has(code) ? (code as PurchaseFailureCode) : 'unknown';
}

/** The `code` an actor rejected with (WalletError, or the `{ code }` the composition root throws), else unknown. */
export function failureCodeOf(error: unknown): PurchaseFailureCode {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    return toFailureCode((error as { code: unknown }).code);
  }
  return 'unknown';
}

/** A failure at a step, from whatever the step's actor rejected with. */
export function failureAt(step: PurchaseStep, error: unknown): PurchaseFailure {
  return { step, code: failureCodeOf(error) };
}

/** The payment of an order: `pay(reference)` on the payments contract it names, its exact value, on its chain. */
export function paymentOf(order: PurchaseOrder): SendPaymentInput {
  return { contract: order.payTo, reference: order.reference, value: order.value, chainId: order.chainId };
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
