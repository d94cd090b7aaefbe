const base64Url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/**
 * A token shaped like the server's (an HS256 JWT naming its session in `jti` and its expiry in `exp`), with a
 * signature the client never checks. `expiresAt` is in ms since the epoch.
 */
export function sessionToken({ session, expiresAt }: { session: string; expiresAt: number }): string {
  const header = base64Url({ alg: 'HS256', typ: 'JWT' });
  const payload = base64Url({ sub: '0xabc', jti: session, exp: Math.floor(expiresAt / 1000) });
  return `${header}.${payload}.c2lnbmF0dXJl`;
}
