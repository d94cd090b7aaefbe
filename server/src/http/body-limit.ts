import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { errorBody } from './errors';

/**
 * Refuses a request body over `maxBytes` with the contract's 413. Hono's bodyLimit reads `c.req.raw.body`,
 * which makes @hono/node-server build a full WHATWG Request (and an AbortController) for every call, GETs
 * included. So a GET or HEAD passes untouched, a body with a Content-Length is judged by it (Node's parser
 * never reads past it), and only a body without one (chunked) is counted as it streams, by Hono's bodyLimit.
 */
export function limitBody(maxBytes: number): MiddlewareHandler {
  const tooLarge = (c: Context) =>
    c.json(errorBody(413, `Request body too large (limit ${maxBytes / 1024} KiB)`), 413);
  const streamed = bodyLimit({ maxSize: maxBytes, onError: tooLarge });
  return createMiddleware(async (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD') return next();
    const length = c.req.header('content-length');
    if (length === undefined || c.req.header('transfer-encoding') !== undefined) return streamed(c, next);
    if (Number.parseInt(length, 10) > maxBytes) return tooLarge(c);
    return next();
  });
}
