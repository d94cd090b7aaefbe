import { isApiError } from '@/api/http/api-error';

/** A step's failure as the purchase machine stores it: a code the screen translates (`purchase.errors.*`). */
export class PurchaseStepError extends Error {
  override readonly name = 'PurchaseStepError';
  constructor(
    readonly code: string,
    options?: { cause?: unknown },
  ) {
    super(code, options);
  }
}

/** POST /purchase refuses a smart-contract wallet (409, `details.reason`), whose payment it would never see. */
const isContractWalletRefusal = (details: unknown) =>
  typeof details === 'object' &&
  details !== null &&
  (details as { reason?: unknown }).reason === 'contract_wallet';

/** Why the server did not open or report an order, in the screen's codes. */
export function purchaseApiErrorCode(error: unknown): string {
  if (!isApiError(error)) return 'unknown';
  if (error.reason === 'network' || error.reason === 'timeout') return 'network';
  if (error.code === 400) return 'order_invalid';
  if (error.code === 401) return 'session_ended';
  if (error.code === 409 && isContractWalletRefusal(error.details)) return 'contract_wallet';
  if (error.code === 429) return 'rate_limited';
  return 'server';
}

/** Rethrows an API failure with its code, so the machine can tell the user what happened. */
export async function withPurchaseErrors<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new PurchaseStepError(purchaseApiErrorCode(error), { cause: error });
  }
}
