import type { Database } from '../db/database';
import { ACCOUNT_CHANGED } from '../ledger/account';

/**
 * The longest a cached profile is served: the backstop should a change ever go unannounced. Every write of
 * what GET /me returns announces the address (ledger/account.ts), so this instance evicts at the commit and
 * the others when the notice reaches them.
 */
const PROFILE_CACHE_MS = 5_000;
/** Above this many entries, those older than PROFILE_CACHE_MS are dropped (then all, if need be). */
const MAX_ENTRIES = 50_000;

interface Reading<T> {
  promise: Promise<T>;
  /** Set by an eviction while the read was under way: its answer may predate the change, so is not kept. */
  stale: boolean;
}

/**
 * GET /me from memory while nothing changed. Used only while notices are delivered: until the LISTEN
 * connection is up, and from its loss until it is back, every read goes to the database and nothing is kept.
 */
export class ProfileCache<T> {
  readonly #entries = new Map<string, { value: T; at: number }>();
  readonly #reading = new Map<string, Reading<T>>();
  #delivering = false;

  constructor(
    db: Database,
    private readonly load: (address: string) => Promise<T>,
    private readonly now: () => number,
  ) {
    db.listen(ACCOUNT_CHANGED, {
      notice: (address) => this.evict(address),
      delivering: (delivering) => {
        this.#clear();
        this.#delivering = delivering;
      },
    });
  }

  get(address: string): Promise<T> {
    if (!this.#delivering) return this.load(address);
    const now = this.now();
    const hit = this.#entries.get(address);
    if (hit && hit.at <= now && now - hit.at < PROFILE_CACHE_MS) return Promise.resolve(hit.value);
    const pending = this.#reading.get(address);
    if (pending) return pending.promise;
    const reading: Reading<T> = { promise: this.load(address), stale: false };
    this.#reading.set(address, reading);
    reading.promise.then(
      (value) => {
        if (this.#reading.get(address) === reading) this.#reading.delete(address);
        if (!reading.stale && this.#delivering) this.#remember(address, value, now);
      },
      () => {
        if (this.#reading.get(address) === reading) this.#reading.delete(address);
      },
    );
    return reading.promise;
  }

  evict(address: string): void {
    this.#entries.delete(address);
    const reading = this.#reading.get(address);
    if (reading) {
      reading.stale = true;
      this.#reading.delete(address);
    }
  }

  #clear(): void {
    this.#entries.clear();
    for (const reading of this.#reading.values()) reading.stale = true;
    this.#reading.clear();
  }

  #remember(address: string, value: T, now: number): void {
    if (this.#entries.size >= MAX_ENTRIES) {
      for (const [key, entry] of this.#entries)
        if (now - entry.at >= PROFILE_CACHE_MS) this.#entries.delete(key);
      if (this.#entries.size >= MAX_ENTRIES) this.#entries.clear();
    }
    this.#entries.set(address, { value, at: now });
  }
}
