/**
 * The server's clock as the browser can know it. The session token's `exp` is judged by the server's clock, and a
 * visitor's clock can be hours off (a wrong time zone set as UTC, a dead RTC battery, a clock set by hand): compared
 * with the local clock alone, a token looks expired at once (clock ahead) or is sent after the server stopped
 * accepting it (clock behind), which ends in a 401 and the redirect to /dgridpass.
 *
 * Why the token's `iat` and not the HTTP `Date` header: `iat` is written by the server that will judge `exp`, in
 * the same signed token, and arrives exactly when a token does (sign-in, every sliding refresh), so there is
 * nothing else to plumb. `Date` is not readable on a cross-origin API (`site.apiHost`) unless the server exposes
 * it with Access-Control-Expose-Headers, and a cache, CDN or proxy in front can hand back a stored response with
 * an old `Date`. Both have whole-second resolution.
 */

/** A token as kept in browser storage: with the offset measured when it arrived (null when unknown). */
export interface StoredLoginToken {
  token: string;
  /** Server minus local clock in ms, read from the token's `iat` at the moment it was received. */
  clockOffsetMs: number | null;
}

/**
 * Server minus local clock (ms), measured on a token just received: its `iat` is the server's now when it issued
 * it, a moment ago. `iat` counts whole seconds rounded down and the response took some time to arrive, so this
 * reads the server up to about a second (plus the response's trip) behind: what that can cost is a call sent in
 * the token's last second, which the server answers with the 401 it would have given anyway. Null when the token
 * carries no `iat` (nothing to measure; the local clock is used).
 */
export function clockOffsetOnReceipt(issuedAt: number | null, receivedAt: number): number | null {
  return issuedAt === null ? null : issuedAt - receivedAt;
}

/**
 * The server's now (ms) as estimated from the local clock and the offset. A token is never issued in the server's
 * future, so its `iat` is also a floor: with no offset known (a token stored by an older version of the app), a
 * clock that runs behind still cannot give a token more time than its full lifetime from `iat`.
 */
export function estimateServerNow(
  localNow: number,
  clockOffsetMs: number | null,
  issuedAt: number | null = null,
): number {
  const shifted = localNow + (clockOffsetMs ?? 0);
  return issuedAt === null ? shifted : Math.max(shifted, issuedAt);
}

/** Whether an offset read back from storage or another tab is usable: a finite number of ms. */
export function isClockOffset(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}
