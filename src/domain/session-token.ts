/** What the client may read of a session token (a JWT, docs/api-contract.md section 4) without verifying it. */
export interface SessionTokenClaims {
  /** The server-side session (`jti`): a refreshed token keeps it, a new sign-in gets another. */
  session: string;
  /** When the token stops being accepted, in ms since the epoch (`exp`). */
  expiresAt: number;
}

function decodeSegment(segment: string): unknown {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  return JSON.parse(atob(padded));
}

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
    const { jti, exp } = payload as { jti?: unknown; exp?: unknown };
    if (typeof jti !== 'string' || typeof exp !== 'number' || !Number.isFinite(exp) || exp <= 0) return null;
    return { session: jti, expiresAt: exp * 1000 };
  } catch {
    return null;
  }
}

/** Whether a token is known to have expired at `now` (ms); a token whose expiry cannot be read is left to the server. */
export function isSessionTokenExpired(token: string, now: number): boolean {
  const claims = readSessionTokenClaims(token);
  return claims !== null && claims.expiresAt <= now;
}
