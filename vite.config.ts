import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';
import { parseEnv } from './src/config/env-schema.ts';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@test': fileURLToPath(new URL('./test', import.meta.url)),
};

export default defineConfig(({ mode }) => ({
  plugins: [react()],
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
          include: ['src/**/*.test.{ts,tsx}', 'test/unit/**/*.test.{ts,tsx}'],
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
        },
      },
      {
        extends: true,
        test: {
          name: 'views',
          environment: 'jsdom',
          include: ['test/views/**/*.test.{ts,tsx}'],
          setupFiles: ['./test/support/setup-dom.ts'],
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
