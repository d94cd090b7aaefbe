import * as z from 'zod/mini';

/** Shapes shared by many calls of docs/api-contract.md; each call file builds its response schema from these. */

/** Integer base units as a decimal string (18 decimals); stays a string so no precision is lost. */
export const amountSchema = z.string().check(z.regex(/^(0|[1-9]\d*)$/, 'a decimal string of base units'));

/** Typed `0x${string}` so wallet libraries take it as is. */
export const addressSchema = z
  .templateLiteral(['0x', z.string()])
  .check(z.regex(/^0x[0-9a-fA-F]{40}$/, 'a 20-byte hex address'));

export const hexSchema = z
  .templateLiteral(['0x', z.string()])
  .check(z.regex(/^0x[0-9a-fA-F]*$/, 'a hex string'));

/** ISO 8601 in UTC, as the server writes every time. */
export const timeSchema = z.iso.datetime({ offset: true });

/** A UTC calendar day, `YYYY-MM-DD` (the days of the daily charts). */
export const daySchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'a UTC day as YYYY-MM-DD'));

/** Query of the daily calls: how many UTC days, ending today, 1 to 90 (the server answers 400 outside). */
export type DaysParameters = { days?: number };

export const countSchema = z.int().check(z.nonnegative());

/** Ids of pools, orders, claims and log rows: opaque non-empty strings. */
export const idSchema = z.string().check(z.minLength(1));

/** The `data` of a paged list: `{ items, page, size, total }`. */
export function pagedSchema<Item extends z.ZodMiniType>(item: Item) {
  return z.object({
    items: z.array(item),
    page: z.int().check(z.positive()),
    size: z.int().check(z.positive()),
    total: countSchema,
  });
}

export type Paged<Item> = { items: Item[]; page: number; size: number; total: number };

/** Query of every paged call: 1-based page, size 1..100 (the server answers 400 outside). */
export type PageParameters = { page?: number; size?: number };

/** Result of the three claim calls (`{ now }` bodies, idempotent per user and `now`). */
export const claimResultSchema = z.object({ claimId: idSchema, claimed: amountSchema });

/** Body of the claim calls: the client's clock in ms, which is also the idempotency key. */
export type ClaimParameters = { now: number };
