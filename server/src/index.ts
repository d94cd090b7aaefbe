import { realpathSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format } from 'node:util';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { resolveJwtSecret } from './auth/jwt-secret';
import { rpcHost, servedChainAtStart } from './chain/chain-monitor';
import { redactingStream, secretRedactor } from './chain/rpc-url-redaction';
import { startWatcher, type Watcher } from './chain/watcher';
import { type ChainClient, createChainClient } from './chain-client';
import { redactSecrets } from './config-safety';
import { requirePaymentsContract } from './contracts/payments-code-check';
import type { Database } from './db/database';
import { openDatabase } from './db/open-database';
import { IN_MEMORY } from './db/pglite-database';
import { defaultOrigin, readServerEnv, type ServerConfig } from './env';
import { ensurePool } from './ledger/pool';
import { consoleShaped, createJsonLogger, type JsonLogger } from './observability/logger';
import { metricsRoute } from './observability/metrics-route';
import { scheduleRetention } from './observability/retention';
import { createServerMetrics } from './observability/server-metrics';

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
  watcher?: false | { pollMs?: number; idlePollMs?: number };
  /** JSON logs (pino on stdout at config.logLevel when omitted). */
  logger?: JsonLogger;
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
  const chainAtStart =
    options.watcher === false ? 'same' : await servedChainAtStart(base.chain.rpcUrl, base.chain.id);
  await requirePaymentsContract(base, options.chainClient ?? createChainClient(base));
  const db =
    options.db ??
    (await openDatabase({
      databaseUrl: base.databaseUrl,
      dataDir: base.dataDir === IN_MEMORY ? IN_MEMORY : join(base.dataDir, 'pglite'),
      pool: {
        maxConnections: base.databasePool.max,
        connectTimeoutMs: base.databasePool.connectTimeoutMs,
        idleTimeoutMs: base.databasePool.idleTimeoutMs,
        statementTimeoutMs: base.databasePool.statementTimeoutMs,
      },
    }));
  // Every line is redacted as a whole: no part of RPC_URL beyond its host, nor the database password.
  const logger =
    options.logger ??
    createJsonLogger(
      base.logLevel,
      redactingStream(process.stdout, secretRedactor([base.chain.rpcUrl, base.databaseUrl])),
    );
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
  const metrics = createServerMetrics({
    db,
    chainClient,
    chainId: config.chain.id,
    paymentsContract: config.paymentsContract,
  });
  if (chainAtStart === 'unreachable')
    logger.warn(
      { rpc: rpcHost(config.chain.rpcUrl) },
      'the chain RPC did not answer at start: checked again by the watcher',
    );
  app = createApp({
    db,
    config,
    chainClient,
    // /health answers from the watcher's last reading of the node (created below, before any request).
    ...(options.watcher === false ? {} : { chainStatus: () => (watcher as Watcher).chain.status() }),
    now,
    logger: consoleShaped(logger),
    requestLogger: logger,
    metrics,
    ...(options.webRoot ? { webRoot: options.webRoot } : {}),
  });
  const metricsServer = config.metrics.port
    ? serve({
        fetch: metricsRoute(metrics, config.metrics.token).fetch,
        hostname: config.metrics.host,
        port: config.metrics.port,
      })
    : undefined;
  // Listening (or failing to: a port taken) before the start line says it is.
  if (metricsServer)
    await new Promise<void>((resolve, reject) => {
      metricsServer.once('listening', () => resolve());
      metricsServer.once('error', reject);
    });
  const retention = scheduleRetention(db, {
    now,
    observationRetentionMs: config.observationRetentionMs,
    onDone: (deleted) => logger.info({ deleted }, 'retention'),
    onError: (error) => logger.error({ err: error }, 'retention failed'),
  });
  const watcher =
    options.watcher === false
      ? undefined
      : startWatcher({
          db,
          rpcUrl: config.chain.rpcUrl,
          chainId: config.chain.id,
          paymentsContract: config.paymentsContract,
          maxBlockRange: config.chain.maxBlockRange,
          confirmations: config.chain.confirmations,
          finality: config.chain.finality,
          // A devnet mines on demand; BSC makes a block every few seconds.
          pollMs: options.watcher?.pollMs ?? (config.chain.key === 'local' ? 1_000 : 3_000),
          idlePollMs: options.watcher?.idlePollMs ?? config.watcherIdlePollMs,
          databaseUrl: config.databaseUrl,
          rules: config.ledger,
          now,
          log: (entry) => {
            metrics.watcher(entry);
            // pino writes the bigint block numbers as JSON numbers (safe-stable-stringify).
            if (entry.event === 'error') logger.error({ watcher: entry }, 'watcher');
            else logger.info({ watcher: entry }, 'watcher');
          },
        });
  return {
    url,
    config,
    db,
    chainClient,
    watcher,
    close: async () => {
      // Past the deadline, connections still open are cut and the database closed under a slow pass.
      const deadline = new Promise<'late'>((resolve) => {
        setTimeout(() => resolve('late'), config.shutdownTimeoutMs).unref();
      });
      const drained = Promise.all([
        watcher?.stop(),
        retention.stop(),
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          if ('closeIdleConnections' in server) server.closeIdleConnections();
        }),
        metricsServer && new Promise<void>((resolve) => metricsServer.close(() => resolve())),
      ]);
      if ((await Promise.race([drained, deadline])) === 'late') {
        logger.warn({ timeoutMs: config.shutdownTimeoutMs }, 'shutdown deadline passed: closing connections');
        if ('closeAllConnections' in server) server.closeAllConnections();
      }
      if (!options.db) await db.close();
    },
  };
}

/**
 * Every line this process logs goes through redactSecrets: viem's errors quote the RPC URL (API keys in its
 * path or query), pg's may quote the connection string, and nothing may print the JWT secret.
 */
function redactConsole(secrets: () => readonly (string | undefined)[]): void {
  const configured = secretRedactor([process.env.RPC_URL, process.env.DATABASE_URL]);
  for (const level of ['info', 'warn', 'error', 'log'] as const) {
    const write = console[level].bind(console);
    console[level] = (...args: unknown[]) => write(redactSecrets(configured(format(...args)), secrets()));
  }
}

async function main(): Promise<void> {
  let secrets: (string | undefined)[] = [process.env.JWT_SECRET];
  redactConsole(() => secrets);
  const webRoot = process.argv[2];
  const running = await startServer(webRoot ? { webRoot } : {});
  const { config } = running;
  secrets = [config.jwtSecret];
  createJsonLogger(config.logLevel).info(
    {
      url: running.url,
      publicOrigin: config.publicOrigin,
      chain: config.chain.key,
      chainId: config.chain.id,
      paymentsContract: config.paymentsContract,
      database: running.db.kind,
      metricsPort: config.metrics.port ?? null,
      metricsHost: config.metrics.port ? config.metrics.host : null,
    },
    'DGrid API started',
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
