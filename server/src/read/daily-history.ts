import type { Queryable } from '../db/database';
import { TOKEN_UNIT } from '../ledger/rules';

const DAY_MS = 86_400_000;

/**
 * The window of the daily charts: `days` UTC calendar days ending with the one holding `now`, oldest first.
 * Every day is listed, days without activity too, so a chart never has to fill gaps.
 */
function utcDays(now: Date, days: number) {
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const start = new Date(today - (days - 1) * DAY_MS);
  const dateOf = (index: number) => new Date(start.getTime() + index * DAY_MS).toISOString().slice(0, 10);
  return { start, dateOf };
}

/** Row `i` of a window: the day index of `column` counted from the window's start ($2). */
const dayIndex = (column: string) => `floor(extract(epoch FROM (${column} - $2::timestamptz)) / 86400)::int`;

/**
 * Per UTC day: the user's mining power at the end of the day (at `now` for today), and what mining claims and
 * special collections credited that day. Power only grows, by 1 per whole token of each paid order when it is
 * credited (credit-paid-order.ts), so it is the power paid before the window plus the running sum inside it.
 */
export async function readMiningHistory(db: Queryable, address: string, now: Date, days: number) {
  const { start, dateOf } = utcDays(now, days);
  const { rows } = await db.query<{ i: number; power: string; claimed: string }>(
    `WITH days AS (SELECT generate_series(0, $3::int - 1) AS i),
     before AS (
       SELECT coalesce(sum(div(amount, $4::numeric)), 0) AS power FROM orders
       WHERE user_address = $1 AND status = 'paid' AND paid_at < $2::timestamptz),
     bought AS (
       SELECT ${dayIndex('paid_at')} AS i, sum(div(amount, $4::numeric)) AS power FROM orders
       WHERE user_address = $1 AND status = 'paid' AND paid_at >= $2::timestamptz GROUP BY 1),
     credited AS (
       SELECT ${dayIndex('created_at')} AS i, sum(amount) AS amount FROM (
         SELECT created_at, amount FROM mining_claims WHERE address = $1 AND created_at >= $2::timestamptz
         UNION ALL
         SELECT created_at, amount FROM spec_collections WHERE address = $1 AND created_at >= $2::timestamptz
       ) AS credits GROUP BY 1)
     SELECT d.i,
       (before.power + coalesce(sum(bought.power) OVER (ORDER BY d.i), 0))::text AS power,
       coalesce(credited.amount, 0)::text AS claimed
     FROM days d CROSS JOIN before
     LEFT JOIN bought ON bought.i = d.i
     LEFT JOIN credited ON credited.i = d.i
     ORDER BY d.i`,
    [address, start, days, TOKEN_UNIT.toString()],
  );
  return {
    items: rows.map((row) => ({ date: dateOf(Number(row.i)), power: row.power, claimed: row.claimed })),
  };
}

/** Per UTC day: commission credited to the user that day, from level-1 and from level-2 invitees. */
export async function readCommissionDaily(db: Queryable, address: string, now: Date, days: number) {
  const { start, dateOf } = utcDays(now, days);
  const { rows } = await db.query<{ i: number; level1: string; level2: string }>(
    `WITH days AS (SELECT generate_series(0, $3::int - 1) AS i),
     earned AS (
       SELECT ${dayIndex('created_at')} AS i,
         sum(amount) FILTER (WHERE level = 1) AS level1,
         sum(amount) FILTER (WHERE level = 2) AS level2
       FROM commissions WHERE beneficiary = $1 AND created_at >= $2::timestamptz GROUP BY 1)
     SELECT d.i, coalesce(earned.level1, 0)::text AS level1, coalesce(earned.level2, 0)::text AS level2
     FROM days d LEFT JOIN earned ON earned.i = d.i
     ORDER BY d.i`,
    [address, start, days],
  );
  return {
    items: rows.map((row) => ({ date: dateOf(Number(row.i)), level1: row.level1, level2: row.level2 })),
  };
}
