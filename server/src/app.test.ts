import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import type { Database } from './db/database';
import { anvilAccount } from './testing/anvil-accounts';
import { fakeChainClient } from './testing/fake-chain';
import { useHarness } from './testing/harness';
import { testConfig } from './testing/test-config';

const web = mkdtempSync(join(tmpdir(), 'dgrid-web-'));
const inline = "window.__boot = 'ok';";
writeFileSync(
  join(web, 'index.html'),
  `<!doctype html><html><body><div id="root"></div><script>${inline}</script></body></html>`,
);
writeFileSync(
  join(web, 'app.html'),
  '<!doctype html><html><body><div id="root" data-shell="app"></div></body></html>',
);
mkdirSync(join(web, 'assets'));
const bundle = `console.log(${JSON.stringify('x'.repeat(4000))});`;
writeFileSync(join(web, 'assets', 'index-abc123.js'), bundle);
writeFileSync(join(web, 'robots.txt'), 'User-agent: *\n');
mkdirSync(join(web, '.vite'));
writeFileSync(join(web, '.vite', 'manifest.json'), '{"src/main.tsx":{"file":"assets/index-abc123.js"}}');
writeFileSync(join(web, '.env'), 'SECRET=1\n');
afterAll(() => rmSync(web, { recursive: true, force: true }));

describe('the app shell: envelope, limits, headers, CORS and the web app', () => {
  const h = useHarness('pglite');
  const withWeb = () => {
    const config = testConfig({ CSP_CONNECT_SRC: 'wss://relay.walletconnect.org' });
    return createApp({ db: h.db, config, chainClient: fakeChainClient(config), webRoot: web });
  };

  it('answers unknown API paths and methods with the JSON 404 envelope', async () => {
    for (const [method, path] of [
      ['GET', '/api/v1/nope'],
      ['GET', '/api/v2/public/mining-pools'],
      ['DELETE', '/api/v1/me'],
      ['GET', '/api/v1/public/btc'],
    ] as const) {
      const res = await h.request(method, path);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 404, error: 'Not found', data: null });
    }
  });

  it('refuses a body over 16 KiB with 413', async () => {
    const address = anvilAccount(1).address;
    const res = await h.request('POST', '/api/v1/client-user/get-code', {
      body: JSON.stringify({ address, padding: 'x'.repeat(16 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ code: 413, error: 'Request body too large (limit 16 KiB)', data: null });
  });

  it('answers 500 without internals when something unexpected fails', async () => {
    const broken = {
      kind: 'pglite',
      query: async () => {
        throw new Error('relation "users" password=hunter2');
      },
      listen: () => () => {},
    } as unknown as Database;
    const errors: unknown[] = [];
    const app = createApp({
      db: broken,
      config: h.config,
      chainClient: fakeChainClient(h.config),
      logger: { info: () => {}, error: (...args: unknown[]) => errors.push(args) },
    });
    const res = await app.request('/api/v1/public/mining-pools');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ code: 500, error: 'Internal server error', data: null });
    expect(text).not.toContain('hunter2');
    expect(errors).toHaveLength(1);
    const health = await app.request('/api/v1/health');
    expect(health.status).toBe(500);
  });

  it('sends security headers and no caching on API responses, and no CORS by default', async () => {
    const res = await h.request('GET', '/api/v1/public/mining-pools', {
      headers: { origin: 'https://evil.example' },
    });
    expect(Object.fromEntries(res.headers)).toMatchObject({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
      'cache-control': 'no-store',
    });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('allows exactly the CORS_ORIGINS allow-list when set', async () => {
    h.reconfigure({ CORS_ORIGINS: 'https://app.dgrid.example' });
    const preflight = (origin: string) =>
      h.request('OPTIONS', '/api/v1/me', {
        headers: {
          origin,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization',
        },
      });
    const allowed = await preflight('https://app.dgrid.example');
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://app.dgrid.example');
    expect(allowed.headers.get('access-control-allow-headers')).toContain('Authorization');
    expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('serves the web app with a strict CSP that allows its own inline script only by hash', async () => {
    const res = await withWeb().request('/');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root">');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'/);
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:8545 wss://relay.walletconnect.org");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves the landing at / and the app shell on client routes, not for missing files or API paths', async () => {
    const app = withWeb();
    const landing = await app.request('/');
    expect(await landing.text()).toContain(inline);
    for (const path of ['/app', '/app/mining', '/dgridpass', '/app/unknown']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(await res.text(), path).toContain('data-shell="app"');
    }
    expect((await app.request('/assets/missing-123.js')).status).toBe(404);
    const api = await app.request('/api/v1/nope');
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ code: 404, error: 'Not found', data: null });
    expect((await app.request('/api/v1/public/mining-pools')).status).toBe(200);
  });

  it('does not serve the build manifest or any other dot file', async () => {
    const app = withWeb();
    for (const path of [
      '/.vite/manifest.json',
      '/%2Evite/manifest.json',
      '/.vite%2Fmanifest.json',
      '/assets/../.vite/manifest.json',
      '/.vite/',
      '/.env',
    ]) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toContain('src/main.tsx');
    }
    expect((await app.request('/robots.txt')).status).toBe(200);
  });

  it('caches hashed assets for a year and compresses them on request', async () => {
    const app = withWeb();
    const plain = await app.request('/assets/index-abc123.js');
    expect(plain.status).toBe(200);
    expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(plain.headers.get('content-type')).toContain('javascript');
    expect(await plain.text()).toBe(bundle);
    const gzip = await app.request('/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect((await gzip.arrayBuffer()).byteLength).toBeLessThan(bundle.length / 4);
    const robots = await app.request('/robots.txt');
    expect(robots.headers.get('cache-control')).toBe('public, max-age=3600');
  });
});
