import { createMiddleware } from 'hono/factory';
import type { Database } from '../db/database';
import type { RateLimit } from '../env';
import { clientNetworkKey, type ProxyTrust } from './client-address';
import { ApiError } from './errors';

/** One fixed window of one key: requests counted so far and when the window ends (ms since the epoch). */
export interface WindowCount {
  count: number;
  resetAt: number;
}

/** Where counters live: one process's memory, or PostgreSQL so that every instance counts together. */
export interface RateLimitStore {
  /** Counts one hit on `key` in its current window (a new window once the last one ended). */
  hit(key: string, windowMs: number, now: number): Promise<WindowCount>;
}

/** Keys kept at most by the memory store: its size stays flat however many clients call. */
const MEMORY_STORE_MAX_KEYS = 50_000;

/**
 * Counters in a Map of bounded size. Ended windows are swept when the map is full; if it is still full
 * (more live clients than MAX_KEYS in one window), the oldest windows go first (a Map iterates in
 * insertion order), and those clients merely start counting again.
 */
export function memoryRateLimitStore(maxKeys = MEMORY_STORE_MAX_KEYS): RateLimitStore & { size(): number } {
  const windows = new Map<string, WindowCount>();
  return {
    size: () => windows.size,
    async hit(key, windowMs, now) {
      const entry = windows.get(key);
      if (entry && entry.resetAt > now) {
        entry.count += 1;
        return entry;
      }
      windows.delete(key);
      if (windows.size >= maxKeys) {
        for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
        for (const k of windows.keys()) {
          if (windows.size < maxKeys) break;
          windows.delete(k);
        }
      }
      const fresh = { count: 1, resetAt: now + windowMs };
      windows.set(key, fresh);
      return fresh;
    },
  };
}

/** Hits between two sweeps of ended windows in PostgreSQL (per process). */
const SWEEP_EVERY = 1_000;

/**
 * Counters in PostgreSQL (table rate_limit_windows, migration 110): one row per key, counted and reset in
 * one upsert, so instances sharing the database enforce one combined limit. Ended windows are deleted every
 * SWEEP_EVERY hits, so the table holds about one row per client active in the last window.
 */
export function postgresRateLimitStore(db: Database): RateLimitStore {
  let hits = 0;
  return {
    async hit(key, windowMs, now) {
      if (++hits % SWEEP_EVERY === 0) {
        await db.query('DELETE FROM rate_limit_windows WHERE reset_at <= $1', [now]);
      }
      const { rows } = await db.query<{ count: number; reset_at: string }>(
        `INSERT INTO rate_limit_windows AS w (key, count, reset_at) VALUES ($1, 1, $2::bigint + $3::bigint)
         ON CONFLICT (key) DO UPDATE SET
           count = CASE WHEN w.reset_at <= $2 THEN 1 ELSE w.count + 1 END,
           reset_at = CASE WHEN w.reset_at <= $2 THEN $2::bigint + $3::bigint ELSE w.reset_at END
         RETURNING count, reset_at::text`,
        [key, now, windowMs],
      );
      const row = rows[0];
      return { count: Number(row?.count ?? 1), resetAt: Number(row?.reset_at ?? now + windowMs) };
    },
  };
}

/** A fixed-window limit of one rule on a shared store; keys are prefixed by the rule. */
export class RateLimiter {
  constructor(
    readonly name: string,
    readonly rule: RateLimit,
    private readonly store: RateLimitStore,
    private readonly now: () => Date,
  ) {}

  /** Counts one request for `key`; throws the contract's 429 with Retry-After when over the limit. */
  async take(key: string): Promise<void> {
    const now = this.now().getTime();
    const window = await this.store.hit(`${this.name}:${key}`, this.rule.windowMs, now);
    if (window.count > this.rule.limit) {
      const retryAfter = Math.max(1, Math.ceil((window.resetAt - now) / 1000));
      throw new ApiError(429, 'Too many requests: try again later', undefined, {
        'Retry-After': String(retryAfter),
      });
    }
  }
}

/** Limits an unauthenticated call by the client's network (client-address.ts). */
export const limitPerClient = (limiter: RateLimiter, proxies: ProxyTrust) => {
  const keyOf = clientNetworkKey(proxies);
  return createMiddleware(async (c, next) => {
    const bindings = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
    await limiter.take(keyOf(bindings?.incoming?.socket?.remoteAddress, c.req.header('x-forwarded-for')));
    await next();
  });
};

/** Limits a signed-in call by its user; goes after requireAuth. */
export const limitPerUser = (limiter: RateLimiter) =>
  createMiddleware<{ Variables: { address: string } }>(async (c, next) => {
    await limiter.take(c.var.address);
    await next();
  });
