import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Anvil, startAnvil } from '../server/src/devnet/anvil';
import { devAccount } from '../server/src/devnet/dev-accounts';
import { ensureDevnetPayments } from '../server/src/devnet/payments-devnet';
import { parseServerEnv } from '../server/src/env';
import { type RunningServer, startServer } from '../server/src/index';
import { buildIfStale } from './start/build-if-stale';
import { probeDevnetPort } from './start/devnet-port';

/**
 * `npm start`: the whole product on this machine with no setup. Builds the web app when needed, starts the
 * devnet (anvil, chain 31337, 127.0.0.1:8545), then the API with its embedded database and chain watcher,
 * serving the web app on the same origin. Ctrl-C or SIGTERM stops everything it started.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const devnetPort = 8545;
const chainId = 31337;
const dataDir = join(root, '.data');
const say = (line: string) => console.info(line);

async function startDevnet(): Promise<Anvil> {
  const holder = await probeDevnetPort(devnetPort);
  if (holder.kind === 'anvil') {
    throw new Error(
      `An anvil (${holder.version}, chain ${holder.chainId}) is already running on 127.0.0.1:${devnetPort}.\n` +
        '  npm start runs its own devnet there. Stop that anvil (find it with `ss -ltnp "sport = :8545"`) ' +
        'and run npm start again.',
    );
  }
  if (holder.kind === 'other') {
    throw new Error(
      `Port ${devnetPort} on 127.0.0.1 is taken by another program; npm start needs it for the devnet.`,
    );
  }
  // The chain is kept in .data/ next to the database, so orders, balances and wallet nonces survive restarts.
  return startAnvil({ port: devnetPort, chainId, statePath: join(dataDir, 'devnet-state.json') });
}

function summary(server: RunningServer, anvil: Anvil): string {
  const user = devAccount(0);
  const { config } = server;
  const database = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${join('.data', 'pglite')}`;
  return [
    '',
    `DGrid is running on ${server.url}/`,
    `  web app     ${server.url}/`,
    `  API         ${server.url}/api/v1 (health: ${server.url}/api/v1/health)`,
    `  devnet      ${anvil.rpcUrl} (anvil, chain id ${anvil.chainId}, state in .data/devnet-state.json)`,
    `  database    ${database}`,
    `  treasury    ${config.treasury} (orders are paid here; the watcher credits them after ${config.chain.confirmations} confirmation)`,
    `  contract    ${config.paymentsContract} (DGridPayments: pay(orderRef) forwards the value to the treasury)`,
    '',
    'To try it, add the network to your wallet (RPC http://127.0.0.1:8545, chain id 31337, symbol ETH) and import',
    'this funded devnet account (10,000 ETH; its key is public: never use it on a real chain):',
    `  address     ${user.address}`,
    `  private key ${user.privateKey}`,
    '',
    'Ctrl-C stops everything.',
  ].join('\n');
}

async function main(): Promise<void> {
  buildIfStale(root, say);
  say(`devnet: starting anvil on 127.0.0.1:${devnetPort}…`);
  const anvil = await startDevnet();
  let server: RunningServer;
  try {
    const config = parseServerEnv({
      ...process.env,
      CHAIN: 'local',
      RPC_URL: anvil.rpcUrl,
      DATA_DIR: dataDir,
    });
    // The same address on every fresh devnet: the devnet deployer's first transaction (dev-accounts.ts).
    const payments = await ensureDevnetPayments(anvil.rpcUrl, config.treasury);
    if (payments.outcome !== 'present')
      say(`devnet: payment contract ${payments.outcome} at ${payments.address}`);
    server = await startServer({ config, webRoot: join(root, 'dist') });
  } catch (error) {
    await anvil.stop();
    const code = (error as { code?: unknown }).code;
    if (code === 'EADDRINUSE')
      throw new Error(`Port ${process.env.PORT ?? 8080} is taken: set PORT to another one.`);
    throw error;
  }
  say(summary(server, anvil));

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      say('Stopping at once.');
      process.exit(1);
    }
    stopping = true;
    say(`\n${signal}: stopping the API, the watcher and the devnet…`);
    server
      .close()
      .finally(() => anvil.stop())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(`\nnpm start failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
