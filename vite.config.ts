import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { loadEnv, type Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { parseEnv } from './src/config/env-schema.ts';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@test': fileURLToPath(new URL('./test', import.meta.url)),
};

/** The path dist/index.html was prerendered for: scripts/prerender.ts marks it on #root, main.tsx reads it. */
const prerenderedPath = (dist: string) =>
  /\sdata-path="([^"]*)"/.exec(readFileSync(join(dist, 'index.html'), 'utf8'))?.[1];

/**
 * `vite preview` answers every page it has no file for with dist/index.html, the landing prerendered for "/",
 * so /app/mining or /dgridpass showed the landing until the app rendered. Any page but the prerendered one
 * gets dist/app.html instead: the same page without content, as scripts/prerender.ts writes it for app routes.
 * A post hook: it runs after Vite's SPA fallback, so it changes only the requests answered with index.html.
 */
function previewAppHtml(): Plugin {
  return {
    name: 'preview-app-html',
    configurePreviewServer(server) {
      const dist = resolve(server.config.root, server.config.build.outDir);
      return () => {
        server.middlewares.use((req, _res, next) => {
          const asked = new URL(req.originalUrl ?? '/', 'http://preview').pathname;
          if (
            req.url === '/index.html' &&
            existsSync(join(dist, 'app.html')) &&
            asked !== prerenderedPath(dist)
          )
            req.url = '/app.html';
          next();
        });
      };
    },
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [react(), previewAppHtml()],
  define: { __APP_ENV__: JSON.stringify(parseEnv({ ...loadEnv(mode, process.cwd(), 'VITE_') })) },
  resolve: { alias },
  server: { host: '127.0.0.1', port: 5173, proxy: { '/api': 'http://127.0.0.1:8787' } },
  preview: { host: '127.0.0.1', port: 8080 },
  build: { target: 'es2022', sourcemap: false, reportCompressedSize: false, manifest: true },
  test: {
    // Three runs in one: views and client code in jsdom, the statechart models and the server in node.
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          unstubGlobals: true,
          include: ['src/**/*.test.{ts,tsx}', 'test/unit/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          setupFiles: ['./test/support/setup-dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'models',
          environment: 'node',
          include: ['test/models/**/*.test.{ts,tsx}'],
          setupFiles: ['./test/support/setup-models.ts'],
          // Path generation for the larger charts takes seconds of CPU; on a shared 2-core machine 5 s is not enough.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'views',
          environment: 'jsdom',
          include: ['test/views/**/*.test.{ts,tsx}'],
          setupFiles: ['./test/support/setup-dom.ts'],
          // A whole dialog rendered in jsdom takes 2 s of CPU for its first test; on a busy 2-core machine, over 5 s.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
}));
