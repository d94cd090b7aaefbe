import type { ApiErrorCode } from '../../domain/api-errors';
import type { StoredLoginToken } from '../../domain/server-clock';

export type { StoredLoginToken } from '../../domain/server-clock';

/**
 * The session's systemId in the app's actor system: the API client's reports and the screens' charts (a claim, a
 * paid order) reach it by this name.
 */
export const SESSION_SYSTEM_ID = 'session';

/** GET /api/v1/me (docs/api-contract.md); amounts are decimal strings of base units. */
export interface SessionProfile {
  address: string;
  inviteCode: string;
  inviter: string | null;
  createdAt: string;
  pass: { holder: boolean; since: string | null };
  balance: { claimed: string; commission: string };
}

/** The token kept under loginToken with its clock offset, or null when there is none (or it was unreadable). */
export type ReadLoginTokenOutput = StoredLoginToken | null;

export interface FetchProfileInput {
  token: string;
}

export type FetchProfileOutput = SessionProfile;

/** How fetchProfile fails; status 401 means the token is no longer accepted; `code` is what the views explain. */
export interface FetchProfileError {
  status?: number;
  code?: ApiErrorCode;
}

export interface SessionContext {
  token: string | null;
  /** The server-side session the token names (its `jti`), when it can be read. */
  tokenSession: string | null;
  /** When the token expires (ms since the epoch, server clock), when it can be read; the expiry timer runs only then. */
  expiresAt: number | null;
  /** When the server issued the token (`iat`, ms), when it says: the server's clock is at least that. */
  issuedAt: number | null;
  /** Server minus local clock (ms) measured when the token arrived; null: unknown, the local clock is used. */
  clockOffsetMs: number | null;
  profile: SessionProfile | null;
  /** Why the last profile fetch failed (the views' `states.error.*` keys); null once one succeeds or starts. */
  profileError: ApiErrorCode | null;
}

export type SessionEvent =
  | { type: 'auth.signedIn'; token: string }
  /** The API client got a 401 on a signed-in call. */
  | { type: 'api.unauthorized' }
  /** The API client held back a call: the stored token has expired (a timer the browser delayed). */
  | { type: 'api.tokenExpired' }
  /**
   * A signed-in call sent with `sent` returned `token`, a refreshed token (docs/api-contract.md, section 5), with
   * the clock offset its `iat` gave on arrival. The API client only reports it: the session stores it or not.
   */
  | { type: 'api.tokenRefreshed'; sent: string; token: string; clockOffsetMs: number | null }
  /**
   * loginToken changed in another tab (a sign-in, a sign-out, a refreshed token); with the clock offset its
   * receiver stored next to it (absent or null: unknown). This tab's own writes are not heard back.
   */
  | { type: 'storage.loginTokenChanged'; token: string | null; clockOffsetMs?: number | null }
  | { type: 'user.logout' }
  | { type: 'user.retryProfile' }
  /** Something changed the profile on the server (a claim, a paid order): fetch it again. */
  | { type: 'user.refreshProfile' }
  | { type: 'wallet.disconnected' }
  | { type: 'wallet.accountChanged'; address: string | null; chainId: number | null };

/** The longest delay a browser timer keeps (2^31 - 1 ms, about 24.8 days); a later expiry is checked then. */
export const MAX_TIMER_MS = 2_147_483_647;

/** Whether fetchProfile failed with a 401: the server no longer accepts the token. */
export function isUnauthorizedError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as FetchProfileError).status === 401;
}

/** The code a failed profile fetch shows; a rejection that names none reads as the server's failure. */
export function profileErrorCode(error: unknown): ApiErrorCode {
  return (typeof error === 'object' && error !== null && (error as FetchProfileError).code) || 'server';
}
