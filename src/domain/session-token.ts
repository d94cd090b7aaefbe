import { clockOffsetOnReceipt, estimateServerNow } from './server-clock';

/** What the client may read of a session token (a JWT, docs/api-contract.md section 4) without verifying it. */
export interface SessionTokenClaims {
  /** The server-side session (`jti`): a refreshed token keeps it, a new sign-in gets another. */
  session: string;
  /** When the token stops being accepted, in ms since the epoch (`exp`). */
  expiresAt: number;
  /** The server's clock when it issued the token, in ms since the epoch (`iat`), when the token carries it. */
  issuedAt: number | null;
}

function decodeSegment(segment: string): unknown {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  return JSON.parse(atob(padded));
}

const isEpochSeconds = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/**
 * The session and expiry a token names, or null when it is not a JWT carrying both. Only for timing the
 * client's own prompts: the server alone decides whether a token is valid, so nothing here is trusted.
 */
export function readSessionTokenClaims(token: string): SessionTokenClaims | null {
  const segments = token.split('.');
  if (segments.length !== 3 || segments[1] === undefined) return null;
  try {
    const payload = decodeSegment(segments[1]);
    if (typeof payload !== 'object' || payload === null) return null;
    const { jti, exp, iat } = payload as { jti?: unknown; exp?: unknown; iat?: unknown };
    if (typeof jti !== 'string' || !isEpochSeconds(exp)) return null;
    return { session: jti, expiresAt: exp * 1000, issuedAt: isEpochSeconds(iat) ? iat * 1000 : null };
  } catch {
    return null;
  }
}

/**
 * Whether a token is known to have expired by the server's clock, as well as this browser can tell it: the local
 * clock shifted by the server-minus-local offset read when the token arrived (src/domain/server-clock.ts). A
 * token whose expiry cannot be read is left to the server.
 */
export function isSessionTokenExpired(
  token: string,
  localNow: number,
  clockOffsetMs: number | null,
): boolean {
  const claims = readSessionTokenClaims(token);
  return claims !== null && claims.expiresAt <= estimateServerNow(localNow, clockOffsetMs, claims.issuedAt);
}

/** Server minus local clock (ms) measured on a token that arrived at `receivedAt` (src/domain/server-clock.ts). */
export function clockOffsetOfReceivedToken(token: string, receivedAt: number): number | null {
  return clockOffsetOnReceipt(readSessionTokenClaims(token)?.issuedAt ?? null, receivedAt);
}
