import { type ApiErrorCode, apiErrorCodes, isFinalApiError } from '../../domain/api-errors';
import type { PurchaseOrder } from '../../domain/purchase';
import type { FetchOrderStatusFailure } from './purchase-payment-types';

/** Between two looks at the server's record while it answers: its chain watcher needs a few blocks. */
export const ORDER_LOOK_INTERVAL_MS = 2_000;
/** Each failed look in a row doubles the wait, at most this many times (2 s up to 32 s). */
export const MAX_LOOK_BACKOFF_STEPS = 4;
/**
 * The server credits a payment mined up to the order's expiry plus its grace (10 minutes,
 * server/src/ledger/rules.ts) and reports the order expired once its watcher has scanned past that; the client
 * waits this long past the expiry, so the watcher has time to catch up, before it stops looking.
 */
export const ORDER_RECORD_GRACE_MS = 15 * 60_000;

/** The wait before the next look, after `failures` failed looks in a row. */
export function lookDelayMs(failures: number): number {
  return ORDER_LOOK_INTERVAL_MS * 2 ** Math.min(Math.max(failures, 0), MAX_LOOK_BACKOFF_STEPS);
}

export const countedFailures = (failures: number) => Math.min(failures + 1, MAX_LOOK_BACKOFF_STEPS);

/** Whether a look at `checkedAt` (ms) is past the order's expiry plus the grace: time to stop looking. */
export function isPastRecordDeadline(order: PurchaseOrder | null, checkedAt: number | null): boolean {
  if (order === null || checkedAt === null) return false;
  const expiresAt = Date.parse(order.expiresAt);
  return Number.isFinite(expiresAt) && checkedAt >= expiresAt + ORDER_RECORD_GRACE_MS;
}

function failureOf(error: unknown): Partial<FetchOrderStatusFailure> {
  return typeof error === 'object' && error !== null ? (error as Partial<FetchOrderStatusFailure>) : {};
}

/** When a failed look happened, if the failure says (the composition root's failures always do). */
export function checkedAtOf(error: unknown): number | null {
  const { checkedAt } = failureOf(error);
  return typeof checkedAt === 'number' && Number.isFinite(checkedAt) ? checkedAt : null;
}

/** A failed look that asking again cannot fix: the session ended, or the server refused the request. */
export function isRefusedLook(error: unknown): boolean {
  const { code } = failureOf(error);
  return (apiErrorCodes as readonly unknown[]).includes(code) && isFinalApiError(code as ApiErrorCode);
}
