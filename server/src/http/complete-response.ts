import type { Context, TypedResponse } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { apiHeaders, markComplete } from './security-headers';

/**
 * A JSON response from an already serialised body, with every header it needs as one plain object: the API's
 * security headers, `Content-Type` and `X-Request-Id`. Hono's `c.json` builds an undici `Headers` as soon as a
 * second header is set, and the middleware after it then set theirs one by one; a plain object goes to
 * @hono/node-server's fast path (written by `writeHead` as it is). Only for handlers that set no header of their
 * own before it (nothing `c.header` prepared is carried over): the public reads.
 */
export function jsonWithHeaders<T, S extends ContentfulStatusCode>(
  c: Context,
  body: Serialised<T>,
  status: S,
): Response & TypedResponse<T, S, 'json'> {
  const requestId = (c.var as { requestId?: string }).requestId;
  const headers: Record<string, string> = { ...apiHeaders, 'Content-Type': 'application/json' };
  if (requestId !== undefined) headers['X-Request-Id'] = requestId;
  const res = new Response(body, { status, headers });
  markComplete(res);
  return res as Response & TypedResponse<T, S, 'json'>;
}

/** A JSON text that remembers the type it was made from. */
export type Serialised<T> = string & { readonly serialised: T };

export const serialise = <T>(value: T) => JSON.stringify(value) as Serialised<T>;
