import { defineConfig } from '@playwright/test';

// scripts/e2e.ts picks free loopback ports and passes them here; the defaults serve a manual run.
const webPort = Number(process.env.E2E_WEB_PORT ?? 8180);
const rpcPort = Number(process.env.E2E_RPC_PORT ?? 8645);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${webPort}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `npx tsx e2e/serve.ts`,
    cwd: '..',
    url: `http://127.0.0.1:${webPort}/api/v1/health`,
    env: { E2E_WEB_PORT: String(webPort), E2E_RPC_PORT: String(rpcPort) },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
  },
});
