import type { Database } from '../db/database';
import { type TokenService, toWholeSeconds, type VerifiedToken } from './tokens';

/**
 * How long a session row read from the database is trusted in this process. A logout through this process
 * takes effect at once; through another instance sharing the database, within this time.
 */
export const SESSION_CACHE_MS = 5_000;
/** Above this many cached sessions, entries older than SESSION_CACHE_MS are dropped (then all, if need be). */
const CACHE_MAX_ENTRIES = 50_000;

export interface SessionState {
  address: string;
  createdAt: Date;
  expiresAt: Date;
  revoked: boolean;
}

type Cached = SessionState & { checkedAt: number };

export interface SessionRules {
  /** Lifetime of a token, and how far each refresh moves the session's expiry. */
  ttlMs: number;
  /** No refresh moves a session's expiry past its sign-in plus this. */
  maxAgeMs: number;
}

/**
 * The server side of sessions (one `sessions` row per token `jti`): whether a token's session is still open,
 * the sliding refresh and logout. Reads go through a small in-process cache so an authenticated call costs
 * no query while its session was checked in the last SESSION_CACHE_MS.
 */
export class Sessions {
  readonly #cache = new Map<string, Cached>();
  /** Reads under way, so the calls arriving together after an entry aged out share one query. */
  readonly #reading = new Map<string, Promise<SessionState | null>>();
  /** Logouts taken by this process: a read sent before one is answered but not remembered. */
  #logouts = 0;

  constructor(
    private readonly db: Database,
    private readonly tokens: TokenService,
    private readonly rules: SessionRules,
    private readonly now: () => Date,
  ) {}

  /** The session of a verified token when it is open (not revoked, not expired, same address); else null. */
  async open(claims: VerifiedToken): Promise<SessionState | null> {
    const session = await this.#read(claims.jti);
    const open =
      session !== null &&
      !session.revoked &&
      session.address === claims.address &&
      session.expiresAt.getTime() > this.now().getTime();
    return open ? session : null;
  }

  /**
   * Sliding refresh: once a token has used half its lifetime, a new token for the same session, valid for
   * another full lifetime (never past sign-in plus `maxAgeMs`). Null while the token is fresh or when the
   * session cannot be extended. Concurrent calls extend the row once and all get a token.
   */
  async refresh(claims: VerifiedToken, session: SessionState): Promise<string | null> {
    const now = this.now().getTime();
    const half = this.rules.ttlMs / 2;
    if (claims.expiresAt.getTime() - now > half) return null;
    let expiresAt = session.expiresAt;
    if (expiresAt.getTime() - now <= half) {
      const target = toWholeSeconds(
        new Date(Math.min(now + this.rules.ttlMs, session.createdAt.getTime() + this.rules.maxAgeMs)),
      );
      if (target.getTime() > expiresAt.getTime()) {
        const { rows } = await this.db.query<{ expires_at: Date }>(
          `UPDATE sessions SET expires_at = GREATEST(expires_at, $2) WHERE jti = $1 AND revoked_at IS NULL
           RETURNING expires_at`,
          [claims.jti, target],
        );
        const row = rows[0];
        if (!row) {
          this.#cache.delete(claims.jti);
          return null;
        }
        expiresAt = row.expires_at;
        this.#remember(claims.jti, { ...session, expiresAt }, now);
      }
    }
    if (expiresAt.getTime() <= claims.expiresAt.getTime()) return null;
    return this.tokens.reissue({
      address: claims.address,
      chainId: claims.chainId,
      jti: claims.jti,
      expiresAt,
    });
  }

  /** Logout: the session is closed for good; this process stops accepting it at once. */
  async revoke(jti: string): Promise<void> {
    const now = this.now();
    await this.db.query('UPDATE sessions SET revoked_at = $2 WHERE jti = $1 AND revoked_at IS NULL', [
      jti,
      now,
    ]);
    this.#logouts += 1;
    this.#reading.delete(jti);
    const cached = this.#cache.get(jti);
    if (cached) cached.revoked = true;
  }

  #read(jti: string): Promise<SessionState | null> {
    const now = this.now().getTime();
    const hit = this.#cache.get(jti);
    if (hit && hit.checkedAt <= now && now - hit.checkedAt < SESSION_CACHE_MS) return Promise.resolve(hit);
    const pending = this.#reading.get(jti);
    if (pending) return pending;
    const reading = this.#query(jti, now).finally(() => this.#reading.delete(jti));
    this.#reading.set(jti, reading);
    return reading;
  }

  /** The row as the database has it now; trusted from `now`, the time the query was sent (never later). */
  async #query(jti: string, now: number): Promise<SessionState | null> {
    const logouts = this.#logouts;
    const { rows } = await this.db.query<{
      address: string;
      created_at: Date;
      expires_at: Date;
      revoked: boolean;
    }>(
      'SELECT address, created_at, expires_at, revoked_at IS NOT NULL AS revoked FROM sessions WHERE jti = $1',
      [jti],
    );
    const row = rows[0];
    if (!row) return null;
    const state = {
      address: row.address,
      createdAt: row.created_at,
      expiresAt: row.expires_at,
      revoked: row.revoked,
    };
    if (logouts === this.#logouts) this.#remember(jti, state, now);
    return state;
  }

  #remember(jti: string, state: SessionState, now: number): void {
    if (this.#cache.size >= CACHE_MAX_ENTRIES) {
      for (const [key, entry] of this.#cache)
        if (now - entry.checkedAt >= SESSION_CACHE_MS) this.#cache.delete(key);
      if (this.#cache.size >= CACHE_MAX_ENTRIES) this.#cache.clear();
    }
    this.#cache.set(jti, { ...state, checkedAt: now });
  }
}
