const base64Url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/**
 * A token shaped like the server's (an HS256 JWT naming its session in `jti`, its expiry in `exp` and, when
 * given, the server's clock at issue in `iat`), with a signature the client never checks. Times are in ms since
 * the epoch.
 */
export function sessionToken({
  session,
  expiresAt,
  issuedAt,
}: {
  session: string;
  expiresAt: number;
  issuedAt?: number;
}): string {
  const header = base64Url({ alg: 'HS256', typ: 'JWT' });
  const times = issuedAt === undefined ? {} : { iat: Math.floor(issuedAt / 1000) };
  const payload = base64Url({ sub: '0xabc', jti: session, ...times, exp: Math.floor(expiresAt / 1000) });
  return `${header}.${payload}.c2lnbmF0dXJl`;
}
