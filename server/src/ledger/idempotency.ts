import type { Queryable } from '../db/database';

/** The result of a money-moving call, stored whole so a repeat gets the same answer. */
export type Outcome<T> =
  | { status: 200; data: T }
  | { status: 409; error: string; details?: Record<string, string | null> };

export interface IdempotencyKey {
  address: string;
  endpoint: 'mining.claim' | 'spec-mining.collection' | 'commission.claim';
  /** The client's `now` (ms): the idempotency key of these calls (docs/api-contract.md, section 2). */
  nowMs: number;
}

/**
 * Runs `run` once per key. The key row is inserted first, in the caller's transaction: a concurrent repeat
 * blocks on that insert until the first transaction ends, then finds the row and replays its outcome (or, if
 * the first rolled back, runs itself). Must be called before any row lock the transaction takes.
 */
export async function withIdempotency<T>(
  tx: Queryable,
  key: IdempotencyKey,
  now: Date,
  run: () => Promise<Outcome<T>>,
): Promise<Outcome<T>> {
  const params = [key.address, key.endpoint, key.nowMs] as const;
  const inserted = await tx.query(
    `INSERT INTO idempotency_keys (address, endpoint, now_ms, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT DO NOTHING RETURNING now_ms`,
    [...params, now],
  );
  if (inserted.rows.length === 0) {
    const { rows } = await tx.query<{ body: string | null }>(
      'SELECT body FROM idempotency_keys WHERE address = $1 AND endpoint = $2 AND now_ms = $3',
      params,
    );
    const body = rows[0]?.body;
    if (!body) throw new Error('Idempotency key without a stored outcome');
    return JSON.parse(body) as Outcome<T>;
  }
  const outcome = await run();
  await tx.query(
    'UPDATE idempotency_keys SET status = $4, body = $5 WHERE address = $1 AND endpoint = $2 AND now_ms = $3',
    [...params, outcome.status, JSON.stringify(outcome)],
  );
  return outcome;
}
