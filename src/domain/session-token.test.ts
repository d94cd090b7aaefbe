import { describe, expect, it } from 'vitest';
import { clockOffsetOfReceivedToken, isSessionTokenExpired, readSessionTokenClaims } from './session-token';

// docs/api-contract.md sections 4 and 5: a signed JWT naming one server-side session (`jti`), with `exp` and
// `iat` (RFC 7519: NumericDate, seconds since the epoch); the payload segment is base64url (RFC 7515).
const ISSUED_S = 1_767_222_000;
const EXPIRES_S = ISSUED_S + 3_600;
const HOUR = 3_600_000;

const base64url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const jwt = (payload: unknown) =>
  `${base64url('{"alg":"HS256","typ":"JWT"}')}.${base64url(JSON.stringify(payload))}.c2lnbmF0dXJl`;
const token = jwt({ jti: 'session-1', exp: EXPIRES_S, iat: ISSUED_S });

describe('reading a session token (docs/api-contract.md sections 4 and 5)', () => {
  it('reads the session, the expiry and the issue time, in ms', () => {
    expect(readSessionTokenClaims(token)).toEqual({
      session: 'session-1',
      expiresAt: EXPIRES_S * 1000,
      issuedAt: ISSUED_S * 1000,
    });
  });

  it('reads a base64url payload of any length (its - and _ characters, no padding)', () => {
    for (const session of ['??>>', '>>>???', 's?>~', 's??>~', 'a', 'ab', 'abc']) {
      const payload = base64url(JSON.stringify({ jti: session, exp: EXPIRES_S }));
      expect(readSessionTokenClaims(`h.${payload}.s`)?.session).toBe(session);
    }
    expect(base64url(JSON.stringify({ jti: '??>>', exp: EXPIRES_S }))).toMatch(/-.*_|_.*-/);
  });

  it('has no issue time when the token carries none, or not a time', () => {
    for (const iat of [undefined, 0, -1, '1767222000', null])
      expect(readSessionTokenClaims(jwt({ jti: 'session-1', exp: EXPIRES_S, iat }))?.issuedAt).toBeNull();
  });

  it('is nothing for a token that is not a JWT naming a session and an expiry', () => {
    for (const bad of [
      '',
      'opaque-token',
      'a.b',
      `${token}.extra`,
      'h.%%%.s',
      `h.${base64url('not json')}.s`,
      jwt(null),
      jwt(42),
      jwt('session-1'),
      jwt({ exp: EXPIRES_S }),
      jwt({ jti: 7, exp: EXPIRES_S }),
      jwt({ jti: 'session-1' }),
      jwt({ jti: 'session-1', exp: 0 }),
      jwt({ jti: 'session-1', exp: -EXPIRES_S }),
      jwt({ jti: 'session-1', exp: String(EXPIRES_S) }),
      // An exp too large for a number parses as Infinity.
      `h.${base64url('{"jti":"session-1","exp":1e999}')}.s`,
    ])
      expect(readSessionTokenClaims(bad)).toBeNull();
  });
});

describe('whether a token has expired, by the server clock (docs/api-contract.md section 5)', () => {
  const expiry = EXPIRES_S * 1000;

  it('expires at its exp (RFC 7519: accepted only before it), not a moment earlier', () => {
    expect(isSessionTokenExpired(token, expiry - 1, 0)).toBe(false);
    expect(isSessionTokenExpired(token, expiry, 0)).toBe(true);
  });

  it('judges by the local clock shifted by the offset, ahead or behind', () => {
    // The local clock runs two hours ahead: an offset of -2 h.
    expect(isSessionTokenExpired(token, expiry + 2 * HOUR - 1, -2 * HOUR)).toBe(false);
    expect(isSessionTokenExpired(token, expiry + 2 * HOUR, -2 * HOUR)).toBe(true);
    // Two hours behind.
    expect(isSessionTokenExpired(token, expiry - 2 * HOUR - 1, 2 * HOUR)).toBe(false);
    expect(isSessionTokenExpired(token, expiry - 2 * HOUR, 2 * HOUR)).toBe(true);
  });

  it('without an offset, uses the local clock, never earlier than the token was issued', () => {
    expect(isSessionTokenExpired(token, expiry, null)).toBe(true);
    expect(isSessionTokenExpired(token, expiry - 1, null)).toBe(false);
    const shortLived = jwt({ jti: 'session-1', exp: ISSUED_S, iat: ISSUED_S });
    expect(isSessionTokenExpired(shortLived, ISSUED_S * 1000 - 10 * HOUR, null)).toBe(true);
  });

  it('leaves a token whose expiry it cannot read to the server', () => {
    expect(isSessionTokenExpired('opaque-token', Number.MAX_SAFE_INTEGER, 0)).toBe(false);
  });
});

describe('the clock offset read from a token just received (docs/api-contract.md section 5)', () => {
  it("is the token's iat minus the local clock", () => {
    expect(clockOffsetOfReceivedToken(token, ISSUED_S * 1000 + 2 * HOUR)).toBe(-2 * HOUR);
    expect(clockOffsetOfReceivedToken(token, ISSUED_S * 1000 - HOUR)).toBe(HOUR);
  });

  it('is unknown for a token without iat or one that cannot be read', () => {
    expect(clockOffsetOfReceivedToken(jwt({ jti: 'session-1', exp: EXPIRES_S }), ISSUED_S * 1000)).toBeNull();
    expect(clockOffsetOfReceivedToken('opaque-token', ISSUED_S * 1000)).toBeNull();
  });
});
