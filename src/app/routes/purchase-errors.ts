import { isApiError } from '@/api/http/api-error';

/** A step's failure as the purchase machine stores it: a code the screen translates (`purchase.errors.*`). */
class PurchaseStepError extends Error {
  override readonly name = 'PurchaseStepError';
  constructor(
    readonly code: string,
    options?: { cause?: unknown },
  ) {
    super(code, options);
  }
}

/** Why the server did not open or report an order, in the screen's codes. */
function purchaseApiErrorCode(error: unknown): string {
  if (!isApiError(error)) return 'unknown';
  if (error.reason === 'network' || error.reason === 'timeout') return 'network';
  if (error.code === 400) return 'order_invalid';
  if (error.code === 401) return 'session_ended';
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
