import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { notFoundBody } from './errors';
import { inlineScriptHashes } from './security-headers';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const SHORT = 'public, max-age=3600';

const safeDecode = (path: string) => {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
};

/** The inline-script hashes of the HTML files at the top of the built web app (for its CSP). */
export function webScriptHashes(root: string): string[] {
  if (!existsSync(root)) return [];
  const html = readdirSync(root).filter((file) => file.endsWith('.html'));
  return [...new Set(html.flatMap((file) => inlineScriptHashes(readFileSync(join(root, file), 'utf8'))))];
}

/**
 * Serves the built web app from `root` on the API's origin: hashed files under /assets/* cached for a year,
 * HTML revalidated on every load, precompressed .br/.gz used when present (gzip on the fly otherwise), and
 * any other GET without a file extension answered with an HTML shell so client-side routes load (SPA
 * fallback): `/` gets index.html (the prerendered landing), every other route app.html (the app's shell, so
 * a direct load of /app/mining never flashes the landing), or index.html when a build has no app.html.
 * Nothing under a dot name is served (404): the build writes its manifest to .vite/.
 */
export function webApp(root: string) {
  // Read once: the CSP hashes were computed from these same files at start-up.
  const readHtml = (file: string) => {
    const path = join(root, file);
    return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
  };
  const indexHtml = readHtml('index.html');
  const appHtml = readHtml('app.html') ?? indexHtml;
  return new Hono()
    .use(async (c, next) => {
      await next();
      if (c.res.status !== 200 || c.res.headers.has('Cache-Control')) return;
      const html = c.res.headers.get('Content-Type')?.startsWith('text/html');
      c.res.headers.set(
        'Cache-Control',
        c.req.path.startsWith('/assets/') ? IMMUTABLE : html ? REVALIDATE : SHORT,
      );
    })
    .use(compress())
    .use(async (c, next) => {
      // Build metadata (.vite/manifest.json) and any other dot file or directory is no page of the app.
      if (/(^|\/)\./.test(safeDecode(c.req.path))) return c.text('Not found', 404);
      return next();
    })
    .use(serveStatic({ root, precompressed: true }))
    .get('*', (c) => {
      if (c.req.path.startsWith('/api/')) return c.json(notFoundBody(), 404);
      const lastSegment = c.req.path.split('/').pop() ?? '';
      if (lastSegment.includes('.') || indexHtml === undefined) return c.text('Not found', 404);
      return c.html(c.req.path === '/' ? indexHtml : (appHtml as string));
    });
}
