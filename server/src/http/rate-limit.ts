import type { Context } from 'hono';
import type { RateLimit } from '../env';
import { ApiError } from './errors';

const SWEEP_ABOVE = 10_000;

/**
 * Fixed-window counter per key, in memory (one process). Keys are swept once the map grows,
 * so a flood of distinct keys cannot grow it without bound for longer than one window.
 */
export class RateLimiter {
  readonly #hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly rule: RateLimit,
    private readonly now: () => Date,
  ) {}

  /** Counts one request for `key`; throws the contract's 429 with retry-after when over the limit. */
  take(key: string): void {
    const now = this.now().getTime();
    if (this.#hits.size > SWEEP_ABOVE) this.#sweep(now);
    const entry = this.#hits.get(key);
    if (!entry || entry.resetAt <= now) {
      this.#hits.set(key, { count: 1, resetAt: now + this.rule.windowMs });
      return;
    }
    entry.count += 1;
    if (entry.count > this.rule.limit) {
      const retryAfter = Math.max(1, Math.ceil((entry.resetAt - now) / 1000));
      throw new ApiError(429, 'Too many requests: try again later', undefined, {
        'Retry-After': String(retryAfter),
      });
    }
  }

  #sweep(now: number): void {
    for (const [key, entry] of this.#hits) if (entry.resetAt <= now) this.#hits.delete(key);
  }
}

/**
 * The caller's IP: the socket's remote address under @hono/node-server; the first X-Forwarded-For entry only
 * when TRUST_PROXY says a reverse proxy sets it (otherwise any client could pick its own bucket).
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  const bindings = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return bindings?.incoming?.socket?.remoteAddress ?? 'unknown';
}
