import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import { matchedRoutes } from 'hono/route';
import { hasItsHeaders } from '../http/security-headers';
import { type JsonLogger, unredactedSibling } from './logger';
import type { ServerMetrics } from './server-metrics';

const CLIENT_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Gives every request an id (the proxy's `X-Request-Id` when it is a plain token, else a UUID), returns it in
 * `X-Request-Id`, logs one JSON line when the response is ready and records its latency under the matched
 * route pattern (so `/public/:symbol` is one series whatever the path). A few microseconds a request: the
 * line goes to the logger's asynchronous destination, the latency to a series resolved once per route.
 */
export function requestLog(options: { logger?: JsonLogger | undefined; metrics: ServerMetrics }) {
  const { logger, metrics } = options;
  // Checked once: at `warn` and above no request line is built at all (`lines?.info` skips its arguments).
  const lines = logger?.isLevelEnabled('info') ? unredactedSibling(logger) : undefined;
  return createMiddleware<{ Variables: { requestId: string } }>(async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && CLIENT_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    c.set('requestId', requestId);
    const started = performance.now();
    await next();
    // Set on the answer, not prepared before it: a prepared header makes Hono build an undici Headers for
    // every response. One built with its headers (complete-response.ts) carries it already.
    if (!hasItsHeaders(c.res)) c.res.headers.set('X-Request-Id', requestId);
    const seconds = (performance.now() - started) / 1000;
    // The first matched route that is not middleware is the one that answered (later ones never ran).
    const route = matchedRoutes(c).find((r) => r.method !== 'ALL')?.path ?? 'unmatched';
    const { status } = c.res;
    metrics.request(c.req.method, route, status, seconds);
    lines?.info(
      {
        reqId: requestId,
        method: c.req.method,
        route,
        path: c.req.path,
        status,
        ms: Math.round(seconds * 10_000) / 10,
      },
      'request',
    );
  });
}
