import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import { matchedRoutes } from 'hono/route';
import type { JsonLogger } from './logger';
import type { ServerMetrics } from './server-metrics';

const CLIENT_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Gives every request an id (the proxy's `X-Request-Id` when it is a plain token, else a UUID), returns it in
 * `X-Request-Id`, logs one JSON line when the response is ready and records its latency under the matched
 * route pattern (so `/public/:symbol` is one series whatever the path).
 */
export function requestLog(options: { logger?: JsonLogger | undefined; metrics: ServerMetrics }) {
  return createMiddleware<{ Variables: { requestId: string } }>(async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && CLIENT_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    c.set('requestId', requestId);
    c.header('X-Request-Id', requestId);
    const started = performance.now();
    await next();
    const seconds = (performance.now() - started) / 1000;
    // The first matched route that is not middleware is the one that answered (later ones never ran).
    const route = matchedRoutes(c).find((r) => r.method !== 'ALL')?.path ?? 'unmatched';
    options.metrics.request(c.req.method, route, c.res.status, seconds);
    options.logger?.info(
      {
        reqId: requestId,
        method: c.req.method,
        route,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(seconds * 10_000) / 10,
      },
      'request',
    );
  });
}
