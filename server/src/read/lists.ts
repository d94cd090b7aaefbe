import { getAddress } from 'viem';
import type { Queryable, SqlValue } from '../db/database';

export interface Paging {
  page: number;
  size: number;
}

export interface Page<Item> {
  items: Item[];
  page: number;
  size: number;
  total: number;
}

/** One page of `source` (a SELECT without ORDER BY or LIMIT), ordered by `orderBy`, plus the total count. */
export async function paged<Row, Item>(
  db: Queryable,
  query: { source: string; orderBy: string; params: SqlValue[] },
  paging: Paging,
  toItem: (row: Row) => Item,
): Promise<Page<Item>> {
  const n = query.params.length;
  const [list, count] = await Promise.all([
    db.query<Row>(
      `SELECT * FROM (${query.source}) AS list ORDER BY ${query.orderBy} LIMIT $${n + 1} OFFSET $${n + 2}`,
      [...query.params, paging.size, (paging.page - 1) * paging.size],
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM (${query.source}) AS list`, query.params),
  ]);
  return {
    items: list.rows.map(toItem),
    page: paging.page,
    size: paging.size,
    total: count.rows[0]?.total ?? 0,
  };
}

export type Stamp = { created_at: Date };
export const iso = (date: Date) => date.toISOString();

/** Direct invitees (level 1) and theirs (level 2). */
export function readTeam(db: Queryable, address: string, paging: Paging) {
  const source = `
    SELECT u.address, 1 AS level, u.created_at, a.purchased::text AS purchased
    FROM users u JOIN accounts a ON a.address = u.address WHERE u.inviter = $1
    UNION ALL
    SELECT u2.address, 2 AS level, u2.created_at, a.purchased::text AS purchased
    FROM users u1 JOIN users u2 ON u2.inviter = u1.address JOIN accounts a ON a.address = u2.address
    WHERE u1.inviter = $1`;
  type Row = { address: string; level: 1 | 2; purchased: string } & Stamp;
  return paged(
    db,
    { source, orderBy: 'level, created_at DESC, address', params: [address] },
    paging,
    (row: Row) => ({
      address: getAddress(row.address),
      level: row.level,
      joinedAt: iso(row.created_at),
      purchased: row.purchased,
    }),
  );
}

export function readCommissionLog(db: Queryable, address: string, paging: Paging) {
  const source = `SELECT id, from_address, level, order_id, amount::text AS amount, created_at
    FROM commissions WHERE beneficiary = $1`;
  type Row = { id: string; from_address: string; level: 1 | 2; order_id: string; amount: string } & Stamp;
  return paged(db, { source, orderBy: 'id DESC', params: [address] }, paging, (row: Row) => ({
    id: String(row.id),
    fromAddress: getAddress(row.from_address),
    level: row.level,
    orderId: row.order_id,
    amount: row.amount,
    createdAt: iso(row.created_at),
  }));
}

/** Claim logs share one shape: `{ id, amount, now, createdAt }`. */
export function readClaimLog(
  db: Queryable,
  table: 'commission_claims' | 'mining_claims',
  address: string,
  paging: Paging,
) {
  const source = `SELECT id, amount::text AS amount, now_ms::text AS now_ms, created_at FROM ${table} WHERE address = $1`;
  type Row = { id: string; amount: string; now_ms: string } & Stamp;
  return paged(db, { source, orderBy: 'id DESC', params: [address] }, paging, (row: Row) => ({
    id: String(row.id),
    amount: row.amount,
    now: Number(row.now_ms),
    createdAt: iso(row.created_at),
  }));
}

/** Credits from mining: non-zero mining claims and special collections, newest first. */
export function readMiningLog(db: Queryable, address: string, paging: Paging) {
  const source = `
    SELECT 'mining-' || id AS id, 'mining' AS kind, amount::text AS amount, created_at
    FROM mining_claims WHERE address = $1 AND amount > 0
    UNION ALL
    SELECT 'spec-' || id AS id, 'spec' AS kind, amount::text AS amount, created_at
    FROM spec_collections WHERE address = $1`;
  type Row = { id: string; kind: 'mining' | 'spec'; amount: string } & Stamp;
  return paged(
    db,
    { source, orderBy: 'created_at DESC, id DESC', params: [address] },
    paging,
    (row: Row) => ({ id: row.id, kind: row.kind, amount: row.amount, createdAt: iso(row.created_at) }),
  );
}
