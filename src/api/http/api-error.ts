// Relative: the server project type-checks this folder without the @ alias.
import type { ApiErrorCode } from '../../domain/api-errors';

/** Where a call broke: HTTP status, envelope code, response shape, network, deadline, or the caller cancelled. */
export type ApiErrorReason = 'http' | 'envelope' | 'schema' | 'network' | 'timeout' | 'aborted';

export type ApiErrorInit = {
  reason: ApiErrorReason;
  /** HTTP status, 0 when no response arrived. */
  status: number;
  /** The envelope's `code` when the body had one, else the HTTP status (0 without a response). */
  code: number;
  message: string;
  details?: unknown;
  cause?: unknown;
};

/** Every failure of the API client, typed, so callers branch on numbers and reasons instead of texts. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly reason: ApiErrorReason;
  readonly status: number;
  readonly code: number;
  readonly details: unknown;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.reason = init.reason;
    this.status = init.status;
    this.code = init.code;
    this.details = init.details;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** Why a call failed, as the stable code machines carry and views translate (src/domain/api-errors.ts). */
export function apiErrorCodeOf(error: unknown): ApiErrorCode {
  if (!isApiError(error)) return 'server';
  if (error.reason === 'network' || error.reason === 'timeout' || error.reason === 'aborted')
    return 'network';
  if (error.code === 401) return 'session_ended';
  if (error.code === 429) return 'rate_limited';
  if (error.code >= 400 && error.code < 500) return 'request_refused';
  return 'server';
}
