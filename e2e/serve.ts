import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Database } from '../server/src/db/database';
import { openDatabase } from '../server/src/db/open-database';
import { startAnvil } from '../server/src/devnet/anvil';
import { ensureDevnetPayments } from '../server/src/devnet/payments-devnet';
import { parseServerEnv } from '../server/src/env';
import { startServer } from '../server/src/index';
import { e2eDist, e2eEnv, e2eTreasury } from './support/e2e-env';

/**
 * The whole product for one Playwright run, started by its webServer: a fresh anvil (chain 31337) on
 * E2E_RPC_PORT with the payment contract deployed (DGridPayments, paying e2eTreasury), the API with a fresh database and its chain watcher, serving the e2e build of the web app on
 * E2E_WEB_PORT. SIGTERM or SIGINT stops everything and deletes the run's data.
 */
const { webPort, rpcPort } = e2eEnv();
const origin = `http://127.0.0.1:${webPort}`;
const dataDir = mkdtempSync(join(tmpdir(), 'dgrid-e2e-'));
const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
// PostgreSQL: a schema of its own per run, dropped at the end, so every run starts from an empty ledger.
const schema = databaseUrl ? `e2e_${Date.now()}_${randomBytes(3).toString('hex')}` : undefined;

const anvil = await startAnvil({ port: rpcPort, chainId: 31337 });
let db: Database | undefined;
try {
  const config = parseServerEnv({
    PORT: String(webPort),
    HOST: '127.0.0.1',
    PUBLIC_ORIGIN: origin,
    CHAIN: 'local',
    RPC_URL: anvil.rpcUrl,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    // With DATABASE_URL the server takes its signing secret only from configuration.
    JWT_SECRET: randomBytes(32).toString('hex'),
    TREASURY_ADDRESS: e2eTreasury,
    // Every test signs in from 127.0.0.1: the per-IP sign-in limits are for the open internet.
    RATE_LIMIT_GET_CODE_PER_IP: '100000',
    RATE_LIMIT_CHALLENGE_PER_IP: '100000',
    // One JSON line per request would bury Playwright's report in the CI log; warnings and errors still show.
    LOG_LEVEL: 'warn',
  });
  // The payment contract (issue 27) at the devnet's fixed address, before the API checks and watches it.
  await ensureDevnetPayments(anvil.rpcUrl, config.treasury);
  db = await openDatabase(databaseUrl ? { databaseUrl, schema } : { dataDir: join(dataDir, 'pglite') });
  const server = await startServer({
    config,
    db,
    webRoot: resolve(e2eDist),
    // The devnet mines on demand: a short poll lets a paid order show as paid soon after its block.
    watcher: { pollMs: 200 },
  });
  console.info(
    `e2e: web + API on ${server.url} (database ${db.kind}${schema ? ` schema ${schema}` : ''}), devnet ${anvil.rpcUrl}`,
  );

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await server.close().catch(() => {});
    if (schema) await db?.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => {});
    await db?.close().catch(() => {});
    await anvil.stop();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  // `on`, not `once`: Playwright signals the whole process group, so a second signal may follow the first.
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
} catch (error) {
  await db?.close().catch(() => {});
  await anvil.stop();
  rmSync(dataDir, { recursive: true, force: true });
  console.error(`e2e: the product did not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
