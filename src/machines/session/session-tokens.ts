import { estimateServerNow, type StoredLoginToken } from '../../domain/server-clock';
import {
  clockOffsetOfReceivedToken,
  isSessionTokenExpired,
  readSessionTokenClaims,
} from '../../domain/session-token';
import {
  MAX_TIMER_MS,
  type ReadLoginTokenOutput,
  type SessionContext,
  type SessionEvent,
} from './session-types';

/** The session's context when nobody is signed in. */
export const NO_SESSION: SessionContext = {
  token: null,
  tokenSession: null,
  expiresAt: null,
  issuedAt: null,
  clockOffsetMs: null,
  profile: null,
  profileError: null,
};

/** The token's claims and clock offset as context: what the expiry timer and the refresh rule read. */
export function tokenFacts({
  token,
  clockOffsetMs,
}: StoredLoginToken): Omit<SessionContext, 'profile' | 'profileError'> {
  const claims = readSessionTokenClaims(token);
  return {
    token,
    tokenSession: claims?.session ?? null,
    expiresAt: claims?.expiresAt ?? null,
    issuedAt: claims?.issuedAt ?? null,
    clockOffsetMs,
  };
}

/** A token that arrived just now (the sign-in's answer), with the clock offset its `iat` gives at `receivedAt`. */
export function receivedToken(token: string, receivedAt: number): StoredLoginToken {
  return { token, clockOffsetMs: clockOffsetOfReceivedToken(token, receivedAt) };
}

/** What readLoginToken read (the guards have told whether there is a token). */
export function storedOrNone(stored: ReadLoginTokenOutput): StoredLoginToken {
  return stored ?? { token: '', clockOffsetMs: null };
}

/** A storage event's token as the session keeps it. */
export function changedToken(event: {
  token: string | null;
  clockOffsetMs?: number | null;
}): StoredLoginToken {
  return { token: event.token ?? '', clockOffsetMs: event.clockOffsetMs ?? null };
}

/**
 * How long the token has left at the local time `localNow`, by the server's clock (the offset measured when the
 * token arrived, `iat` as a floor), as a browser timer can wait it (a later expiry is checked then).
 */
export function msUntilExpiry(
  context: Pick<SessionContext, 'expiresAt' | 'issuedAt' | 'clockOffsetMs'>,
  localNow: number,
): number {
  const serverNow = estimateServerNow(localNow, context.clockOffsetMs, context.issuedAt);
  return Math.min(MAX_TIMER_MS, Math.max(0, (context.expiresAt ?? Number.POSITIVE_INFINITY) - serverNow));
}

/** Whether the stored token has expired by the server's clock: the offset stored with it when it arrived. */
export function isStoredTokenExpired(stored: ReadLoginTokenOutput, localNow: number): boolean {
  return stored !== null && isSessionTokenExpired(stored.token, localNow, stored.clockOffsetMs);
}

/** The wallet switched to another account than the one signed in. */
export function isOtherAccount({
  context,
  event,
}: {
  context: SessionContext;
  event: SessionEvent;
}): boolean {
  return (
    event.type === 'wallet.accountChanged' &&
    event.address !== null &&
    context.profile !== null &&
    event.address.toLowerCase() !== context.profile.address.toLowerCase()
  );
}

/** The token names the session in context (a refreshed token of it). */
export function isSameSession(context: Pick<SessionContext, 'tokenSession'>, token: string | null): boolean {
  return (
    token !== null &&
    context.tokenSession !== null &&
    readSessionTokenClaims(token)?.session === context.tokenSession
  );
}
