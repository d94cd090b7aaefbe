import { type ServerType, serve } from '@hono/node-server';
import { Hono } from 'hono';

/** The yardstick: same framework and adapter as the API, one handler returning constant JSON. */
export function startBareHono(): Promise<{ url: string; close(): Promise<void> }> {
  const app = new Hono().get('/', (c) => c.json({ code: 200, data: { status: 'ok' } }));
  return new Promise((resolve) => {
    const server: ServerType = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info) => {
      resolve({
        url: `http://127.0.0.1:${info.port}/`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
