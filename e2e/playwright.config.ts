import { defineConfig } from '@playwright/test';
import { e2eEnv } from './support/e2e-env';

// scripts/e2e.ts picks free loopback ports and passes them here; the defaults serve a manual run.
const { webPort, rpcPort, webUrl } = e2eEnv();

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
    baseURL: webUrl,
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
    // One process (no npx or tsx wrapper), so the stop signal reaches serve.ts itself.
    command: 'node --import tsx e2e/serve.ts',
    cwd: '..',
    url: `${webUrl}/api/v1/health`,
    env: { E2E_WEB_PORT: String(webPort), E2E_RPC_PORT: String(rpcPort) },
    reuseExistingServer: false,
    timeout: Number(process.env.E2E_SERVER_TIMEOUT_MS ?? 60_000),
    // serve.ts stops the API, the watcher and anvil and deletes the run's data on SIGTERM.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'pipe',
  },
});
