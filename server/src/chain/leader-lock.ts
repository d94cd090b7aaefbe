import pg from 'pg';

/**
 * Who may scan: exactly one watcher per database at a time. `ensure()` keeps or takes the lock and says
 * whether this watcher holds it now; callers check it before every pass.
 */
export type LeaderLock = {
  ensure(): Promise<boolean>;
  release(): Promise<void>;
};

/** First key of the two-integer advisory lock: "DGRD" in ASCII. */
export const advisoryLockSpace = 0x44475244;

/**
 * Second key: a 32-bit FNV-1a hash of what one watcher owns (schema, chain, treasury). Advisory locks are
 * per database, so two deployments (or test files) in different schemas of one database never contend.
 */
export function advisoryLockKey(scope: string): number {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(scope)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

/**
 * PostgreSQL: a session-level `pg_try_advisory_lock` on a connection of its own, held while the watcher
 * runs. The lock dies with the session, so a crashed or disconnected holder frees it for another process;
 * the holder notices a dead connection at its next `ensure()` and stops scanning.
 */
export function advisoryLeaderLock(connectionString: string, scope: string): LeaderLock {
  const key = advisoryLockKey(scope);
  let client: pg.Client | undefined;
  let held = false;

  const drop = async () => {
    const current = client;
    client = undefined;
    held = false;
    await current?.end().catch(() => {});
  };

  return {
    async ensure() {
      try {
        if (!client) {
          const fresh = new pg.Client({ connectionString, application_name: 'dgrid-chain-watcher' });
          fresh.on('error', () => {
            if (client === fresh) void drop();
          });
          client = fresh;
          await fresh.connect();
        }
        if (held) {
          await client.query('SELECT 1');
          return true;
        }
        const { rows } = await client.query<{ locked: boolean }>(
          'SELECT pg_try_advisory_lock($1, $2) AS locked',
          [advisoryLockSpace, key],
        );
        held = rows[0]?.locked === true;
        return held;
      } catch {
        await drop();
        return false;
      }
    },
    async release() {
      if (client && held)
        await client.query('SELECT pg_advisory_unlock($1, $2)', [advisoryLockSpace, key]).catch(() => {});
      await drop();
    },
  };
}

const inProcessHolders = new WeakMap<object, symbol>();

/** PGlite lives in one process: the lock is a marker on the database object itself. */
export function inProcessLeaderLock(database: object): LeaderLock {
  const me = Symbol('watcher');
  return {
    async ensure() {
      const holder = inProcessHolders.get(database);
      if (holder === undefined) inProcessHolders.set(database, me);
      return inProcessHolders.get(database) === me;
    },
    async release() {
      if (inProcessHolders.get(database) === me) inProcessHolders.delete(database);
    },
  };
}
