import type { Database } from '../db/database';

/** Rows past these ages serve nobody: replays, sign-ins and sessions all end long before. */
const RETENTION = {
  /** Claim `now` keys are accepted within 5 minutes of server time; a day covers any replay. */
  idempotencyKeysMs: 86_400_000,
  /** Sign-in messages expire after 5 minutes; used or not, a day later they are history. */
  signInNoncesMs: 86_400_000,
  /** Sessions (expired or revoked) a day past their expiry. */
  sessionsMs: 86_400_000,
} as const;
const BATCH = 5_000;
const EVERY_MS = 3_600_000;

type Job = { table: string; where: string; ageMs: (observationMs: number) => number };

/**
 * Only credited observations go: an underpaid, late, duplicate or wrong-sender payment is money someone may
 * be owed, so its observation stays for the operator whatever its age.
 */
const JOBS: Job[] = [
  { table: 'idempotency_keys', where: 'created_at < $1', ageMs: () => RETENTION.idempotencyKeysMs },
  { table: 'sign_in_nonces', where: 'expires_at < $1', ageMs: () => RETENTION.signInNoncesMs },
  { table: 'sessions', where: 'expires_at < $1', ageMs: () => RETENTION.sessionsMs },
  {
    table: 'chain_payment_observations',
    where: "outcome = 'credited' AND observed_at < $1",
    ageMs: (observationMs) => observationMs,
  },
];

/**
 * Deletes what the retention rules above say has expired, in batches of 5,000 rows so no statement holds
 * locks for long. Safe on several instances at once (a row is deleted once; the others find nothing).
 * Returns the rows deleted per table.
 */
export async function runRetention(
  db: Database,
  options: { now: Date; observationRetentionMs: number },
): Promise<Record<string, number>> {
  const deleted: Record<string, number> = {};
  for (const job of JOBS) {
    const before = new Date(options.now.getTime() - job.ageMs(options.observationRetentionMs));
    let total = 0;
    for (;;) {
      const { rows } = await db.query<{ n: number }>(
        `WITH gone AS (DELETE FROM ${job.table} WHERE ctid IN
           (SELECT ctid FROM ${job.table} WHERE ${job.where} LIMIT ${BATCH}) RETURNING 1)
         SELECT count(*)::int AS n FROM gone`,
        [before],
      );
      const n = rows[0]?.n ?? 0;
      total += n;
      if (n < BATCH) break;
    }
    deleted[job.table] = total;
  }
  return deleted;
}

/** Runs the retention job at start and then hourly; the timer never keeps the process alive. */
export function scheduleRetention(
  db: Database,
  options: {
    now: () => Date;
    observationRetentionMs: number;
    onDone: (deleted: Record<string, number>) => void;
    onError: (error: unknown) => void;
  },
): { stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = runRetention(db, {
      now: options.now(),
      observationRetentionMs: options.observationRetentionMs,
    }).then(options.onDone, options.onError);
  };
  run();
  const timer = setInterval(run, EVERY_MS);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
