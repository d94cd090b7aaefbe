import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import { getAddress, isAddress } from 'viem';
import * as z from 'zod';
import { ApiError } from './errors';

/**
 * zValidator with the contract's 400: the envelope with `details` listing each offending field. Schemas are
 * strict objects, so unknown fields are rejected too (no mass assignment).
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      const details = result.error.issues.map((issue) => ({
        field:
          issue.path.map(String).join('.') ||
          (issue.code === 'unrecognized_keys' ? issue.keys.join(',') : ''),
        message: issue.message,
      }));
      throw new ApiError(400, 'Invalid request', details);
    }
  });
}

/**
 * An address, returned EIP-55 checksummed. All lower case is accepted (it carries no checksum); mixed case
 * must be a valid checksum, since a wrong one means a mistyped address.
 */
export const addressSchema = z
  .string()
  .refine(
    (v) => isAddress(v, { strict: true }),
    'must be an address (0x followed by 40 hex digits; mixed case must match its EIP-55 checksum)',
  )
  .transform((v) => getAddress(v));

/** Paging: `page` 1-based (default 1), `size` 1..100 (default 10); anything else is 400. */
export const pagingSchema = z.strictObject({
  page: z
    .string()
    .regex(/^[1-9][0-9]{0,8}$/, 'page must be a whole number from 1')
    .transform(Number)
    .default(1),
  size: z
    .string()
    .regex(/^([1-9]|[1-9][0-9]|100)$/, 'size must be a whole number from 1 to 100')
    .transform(Number)
    .default(10),
});

/** The daily charts' window: `days` whole UTC days, 1 to 90 (default 30); anything else is 400. */
const MAX_HISTORY_DAYS = 90;
export const daysSchema = z.strictObject({
  days: z
    .string()
    .regex(/^([1-9]|[1-8][0-9]|90)$/, `days must be a whole number from 1 to ${MAX_HISTORY_DAYS}`)
    .transform(Number)
    .default(30),
});

/** The idempotency key of the claim calls: integer milliseconds since the epoch. */
export const nowBodySchema = z.strictObject({
  now: z.number().int('now must be whole milliseconds').min(0).max(Number.MAX_SAFE_INTEGER),
});

/** Refuses a client `now` more than `windowMs` from server time. */
export function assertNowInWindow(clientNow: number, serverNow: Date, windowMs: number): void {
  if (Math.abs(clientNow - serverNow.getTime()) > windowMs) {
    throw new ApiError(400, `now must be within ${windowMs / 60_000} minutes of server time`, [
      { field: 'now', message: `server time is ${serverNow.toISOString()}` },
    ]);
  }
}
