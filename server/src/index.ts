import { realpathSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format } from 'node:util';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { resolveJwtSecret } from './auth/jwt-secret';
import { startWatcher, type Watcher } from './chain/watcher';
import { type ChainClient, createChainClient } from './chain-client';
import { redactSecrets } from './config-safety';
import type { Database } from './db/database';
import { openDatabase } from './db/open-database';
import { IN_MEMORY } from './db/pglite-database';
import { defaultOrigin, readServerEnv, type ServerConfig } from './env';
import { ensurePool } from './ledger/pool';

export interface StartServerOptions {
  /** Configuration; read from the environment (server/src/env.ts) when omitted. */
  config?: ServerConfig;
  /** The built web app to serve on the same origin (e.g. `dist`). */
  webRoot?: string;
  /** An open database to use instead of opening the configured one (it is not closed by `close`). */
  db?: Database;
  chainClient?: ChainClient;
  now?: () => Date;
  /** The chain watcher that credits paid orders: on by default, `false` to run the API alone. */
  watcher?: false | { pollMs?: number };
}

export interface RunningServer {
  /** http://host:port actually bound (PORT=0 picks a free port). */
  url: string;
  /** The configuration in effect (public origin resolved to the bound port when it was not set). */
  config: ServerConfig;
  db: Database;
  chainClient: ChainClient;
  /** The chain watcher, unless `watcher: false`. */
  watcher: Watcher | undefined;
  /** Stops the watcher and accepting connections, waits for open ones, closes the database if it opened it. */
  close(): Promise<void>;
}

/** Opens the database, seeds the default pool and serves the app. The only place that opens a port. */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const base = options.config ?? readServerEnv();
  const db =
    options.db ??
    (await openDatabase({
      databaseUrl: base.databaseUrl,
      dataDir: base.dataDir === IN_MEMORY ? IN_MEMORY : join(base.dataDir, 'pglite'),
    }));
  const now = options.now ?? (() => new Date());
  await ensurePool(db, base.pool, now());
  const jwtSecret = resolveJwtSecret(base.jwtSecret, base.dataDir);

  let app: ReturnType<typeof createApp> | undefined;
  const server = serve({
    fetch: (request, env) => (app ? app.fetch(request, env) : new Response('Starting', { status: 503 })),
    hostname: base.host,
    port: base.port,
  });
  const address = await new Promise<AddressInfo>((resolve, reject) => {
    server.once('listening', () => resolve(server.address() as AddressInfo));
    server.once('error', reject);
  });
  const url = defaultOrigin(base.host, address.port);
  const config: ServerConfig = {
    ...base,
    port: address.port,
    jwtSecret,
    publicOrigin: base.publicOriginIsDefault ? url : base.publicOrigin,
  };
  const chainClient = options.chainClient ?? createChainClient(config);
  app = createApp({
    db,
    config,
    chainClient,
    now,
    ...(options.webRoot ? { webRoot: options.webRoot } : {}),
  });
  const watcher =
    options.watcher === false
      ? undefined
      : startWatcher({
          db,
          rpcUrl: config.chain.rpcUrl,
          chainId: config.chain.id,
          treasury: config.treasury,
          confirmations: config.chain.confirmations,
          // A devnet mines on demand; BSC makes a block every few seconds.
          pollMs: options.watcher?.pollMs ?? (config.chain.key === 'local' ? 1_000 : 3_000),
          databaseUrl: config.databaseUrl,
          rules: config.ledger,
          now,
        });

  return {
    url,
    config,
    db,
    chainClient,
    watcher,
    close: async () => {
      await watcher?.stop();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ('closeIdleConnections' in server) server.closeIdleConnections();
      });
      if (!options.db) await db.close();
    },
  };
}

/**
 * Every line this process logs goes through redactSecrets: viem's errors quote the RPC URL (API keys in its
 * path or query), pg's may quote the connection string, and nothing may print the JWT secret.
 */
function redactConsole(secrets: () => readonly (string | undefined)[]): void {
  for (const level of ['info', 'warn', 'error', 'log'] as const) {
    const write = console[level].bind(console);
    console[level] = (...args: unknown[]) => write(redactSecrets(format(...args), secrets()));
  }
}

async function main(): Promise<void> {
  let secrets: (string | undefined)[] = [process.env.JWT_SECRET];
  redactConsole(() => secrets);
  const webRoot = process.argv[2];
  const running = await startServer(webRoot ? { webRoot } : {});
  const { config } = running;
  secrets = [config.jwtSecret];
  console.info(
    `DGrid API on ${running.url} (public origin ${config.publicOrigin}, chain ${config.chain.key} ` +
      `${config.chain.id}, database ${running.db.kind})`,
  );
  const stop = () => {
    running.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

const invokedDirectly = (() => {
  try {
    return process.argv[1] !== undefined && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url);
  } catch {
    return false;
  }
})();
if (invokedDirectly) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
