/**
 * Why a call to the product's API failed, as a stable code: src/api/http derives it from its ApiError, machines
 * store it, views translate it. The 401 and 502 rules themselves (sign-out, the Server Error toast) stay in the
 * API client.
 */
export const apiErrorCodes = [
  /** No answer: offline, DNS, or the deadline passed. Safe to ask again. */
  'network',
  /** 401: the login token is gone or no longer valid. */
  'session_ended',
  /** 429: too many requests; ask again later. */
  'rate_limited',
  /** Any other 4xx: the server refused this request as it stands. */
  'request_refused',
  /** 5xx, or an answer that does not follow the contract. */
  'server',
] as const;
export type ApiErrorCode = (typeof apiErrorCodes)[number];

/** Codes after which asking again unchanged cannot succeed (the user must act first). */
export function isFinalApiError(code: ApiErrorCode): boolean {
  return code === 'session_ended' || code === 'request_refused';
}

/** What the API layer tells the user without being asked: a 502 ('server_error') becomes the Server Error toast. */
export type ApiNotice = 'server_error';
