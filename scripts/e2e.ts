import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { e2eDist } from '../e2e/support/e2e-env';

/**
 * `npm run test:e2e [playwright args]`: builds the web app for the browser suite into .tmp/e2e-dist (dist/ is
 * left alone) with the devnet's RPC URL on a free loopback port and WalletConnect's test stand-in
 * (e2e/vite.config.e2e.ts), then runs Playwright, whose webServer
 * (e2e/serve.ts) starts devnet + API + web on those ports. E2E_SKIP_BUILD=1 reuses the last e2e build when
 * its devnet port is still free (quick reruns while writing tests).
 */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

const stampFile = join(e2eDist, 'e2e-build.json');

/** The devnet port the last e2e build was made for, when it can be reused. */
async function reusableBuildPort(): Promise<number | undefined> {
  if (!process.env.E2E_SKIP_BUILD || !existsSync(stampFile)) return undefined;
  const { rpcPort } = JSON.parse(readFileSync(stampFile, 'utf8')) as { rpcPort: number };
  return (await portIsFree(rpcPort)) ? rpcPort : undefined;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function buildForE2e(rpcPort: number): void {
  const env = { ...process.env, VITE_CHAIN: 'local', VITE_RPC_URL: `http://127.0.0.1:${rpcPort}` };
  console.info(`e2e: building the web app into ${e2eDist} (devnet RPC on port ${rpcPort})`);
  run(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      'build',
      '--config',
      'e2e/vite.config.e2e.ts',
      '--outDir',
      e2eDist,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    env,
  );
  run('npx', ['tsx', 'scripts/prerender.ts', e2eDist], env);
  writeFileSync(stampFile, JSON.stringify({ rpcPort }));
}

const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`e2e: no Chromium at ${chromium}; install Debian's chromium or set CHROME_PATH`);
  process.exit(1);
}

let rpcPort = await reusableBuildPort();
if (rpcPort === undefined) {
  rpcPort = await freePort();
  buildForE2e(rpcPort);
}
let webPort = await freePort();
while (webPort === rpcPort) webPort = await freePort();

// Playwright resolves the JSON report's path from the config's folder; the caller means this folder.
const jsonReport = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME;
const playwright = spawnSync(
  'npx',
  ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      ...(jsonReport ? { PLAYWRIGHT_JSON_OUTPUT_NAME: resolve(jsonReport) } : {}),
      E2E_WEB_PORT: String(webPort),
      E2E_RPC_PORT: String(rpcPort),
    },
  },
);
process.exit(playwright.status ?? 1);
