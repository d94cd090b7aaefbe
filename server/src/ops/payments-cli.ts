import { realpathSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatEther } from 'viem';
import { createChainClient } from '../chain/chain-reads';
import { openDatabase } from '../db/open-database';
import { IN_MEMORY } from '../db/pglite-database';
import { readServerEnv, type ServerConfig } from '../env';
import { onChainRefundCheck } from './refund-check';
import {
  listUnmatchedPayments,
  parsePaymentId,
  paymentId,
  recordRefund,
  type UnmatchedPayment,
} from './unmatched-payments';

const USAGE = `usage:
  npm run payments:unmatched [-- --json]        payments owed back, and orders still short of their value
  npm run payments:refunded -- <payment> <refundTxHash>   record that a payment's refund was sent
    <payment> is the transaction hash as payments:unmatched prints it: with #n for the
    transaction's n-th payment after the first (a smart account's batch pays several)`;

const TX_HASH = /^0x[0-9a-fA-F]{64}$/;

/** PGlite serves one process: opening its folder beside a running server would corrupt it. */
async function refuseRunningPglite(config: ServerConfig): Promise<void> {
  if (config.databaseUrl) return;
  const url = `http://${config.host}:${config.port}/api/v1/health`;
  const answered = await fetch(url, { signal: AbortSignal.timeout(1_000) }).then(
    () => true,
    () => false,
  );
  if (answered) {
    throw new Error(
      `The server at ${config.host}:${config.port} holds the PGlite database in ${config.dataDir}: stop it first, or run on PostgreSQL (DATABASE_URL)`,
    );
  }
}

const native = (wei: string) => `${formatEther(BigInt(wei))} (${wei} wei)`;

function describe(payment: UnmatchedPayment): string {
  const lines = [
    `${paymentId(payment)}  chain ${payment.chainId}  mined ${payment.minedAt}`,
    `  from ${payment.from}  paid ${native(payment.value)}  outcome ${payment.outcome}`,
    payment.orderId === null
      ? '  order: none with this reference'
      : `  order ${payment.orderId} (${payment.orderStatus}) of ${payment.owner}`,
    payment.shortBy === null
      ? `  OWED to ${payment.from}: ${native(payment.owed)}`
      : `  order open, short by ${native(payment.shortBy)}: owed only if it expires unpaid`,
  ];
  return lines.join('\n');
}

export async function main(args: string[], config = readServerEnv()): Promise<string> {
  const [command, ...rest] = args;
  if (command !== 'unmatched' && command !== 'refunded') throw new Error(USAGE);
  const payment = command === 'refunded' ? parsePaymentId(rest[0] ?? '') : undefined;
  if (command === 'refunded' && !(rest.length === 2 && payment && TX_HASH.test(rest[1] ?? ''))) {
    throw new Error(
      `refunded needs a payment (its transaction hash, #n after it for a later payment of the transaction) and a refund transaction hash (0x + 64 hex digits)\n${USAGE}`,
    );
  }
  await refuseRunningPglite(config);
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir === IN_MEMORY ? IN_MEMORY : join(config.dataDir, 'pglite'),
  });
  try {
    if (payment) {
      const refundTxHash = rest[1] ?? '';
      const check = onChainRefundCheck(createChainClient(config.chain.rpcUrl), {
        treasury: config.treasury,
        confirmations: config.chain.confirmations,
      });
      const result = await recordRefund(
        db,
        config.ledger,
        { ...payment, refundTxHash, now: new Date() },
        check,
      );
      if (result !== 'recorded') throw new Error(`Not recorded: ${result}`);
      return `Recorded refund ${refundTxHash} for payment ${paymentId(payment)}`;
    }
    const payments = await listUnmatchedPayments(db, config.ledger);
    if (rest.includes('--json')) return JSON.stringify(payments, null, 2);
    const owed = payments.reduce((total, payment) => total + BigInt(payment.owed), 0n);
    return [
      ...payments.map(describe),
      `${payments.length} payment(s) to act on; owed in total: ${native(owed.toString())}`,
    ].join('\n\n');
  } finally {
    await db.close();
  }
}

if (process.argv[1] !== undefined && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (output) => console.log(output),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
