import { USER_REJECTED_RPC_CODE, type WalletErrorCode } from '../../domain/wallet-errors';

const REJECTION_NAMES = new Set(['UserRejectedRequestError']);
/** The wallet layer's stable code for the same thing (its WalletError). */
const USER_REJECTED_WALLET_CODE: WalletErrorCode = 'user_rejected';
const MAX_CAUSE_DEPTH = 8;

/**
 * Whether a wallet error means the user dismissed the request: code 4001 (or the wallet layer's 'user_rejected')
 * or viem's `UserRejectedRequestError`, on the error itself or anywhere down its `cause` chain (wagmi and viem
 * wrap provider errors).
 */
export function isUserRejection(error: unknown): boolean {
  let current: unknown = error;
  for (
    let depth = 0;
    depth < MAX_CAUSE_DEPTH && typeof current === 'object' && current !== null;
    depth += 1
  ) {
    const { code, name, cause } = current as { code?: unknown; name?: unknown; cause?: unknown };
    if (code === USER_REJECTED_RPC_CODE || code === USER_REJECTED_WALLET_CODE) return true;
    if (typeof name === 'string' && REJECTION_NAMES.has(name)) return true;
    current = cause;
  }
  return false;
}

/** Whether an API error is the server refusing the request (a 4xx answer), as opposed to a failure to get one. */
export function isClientErrorStatus(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { status } = error as { status?: unknown };
  return typeof status === 'number' && status >= 400 && status < 500;
}
