import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { ServerMetrics } from './server-metrics';

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** GET /metrics in the Prometheus text format; with a token, only for `Authorization: Bearer <token>`. */
export function metricsRoute(metrics: ServerMetrics, token?: string) {
  return new Hono().get('/metrics', async (c) => {
    if (token !== undefined) {
      const given = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
      if (!sameSecret(given, token)) return c.text('Unauthorized\n', 401, { 'WWW-Authenticate': 'Bearer' });
    }
    return c.text(await metrics.registry.render(), 200, {
      'Content-Type': 'text/plain; version=0.0.4; charset=utf-8',
      'Cache-Control': 'no-store',
    });
  });
}
