import { type ServerType, serve } from '@hono/node-server';
import { webApp } from '../../server/src/http/web-app';

/**
 * Serves the build as production does (server/src/http/web-app.ts): hashed assets cached for a year, HTML
 * revalidated, bodies compressed. `vite preview` sends every file `no-cache`, so a second visit there
 * revalidates each chunk and says nothing about a warm cache.
 */
export function serveBuild(root: string): Promise<{ url: string; close(): Promise<void> }> {
  const app = webApp(root);
  return new Promise((resolve) => {
    const server: ServerType = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info) => {
      resolve({
        url: `http://127.0.0.1:${info.port}/`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
