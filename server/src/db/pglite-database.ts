import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock';
import { type Database, type Queryable, type SqlValue, toDriverParams } from './database';
import { LocalNotices, PendingNotices } from './local-notices';

export const IN_MEMORY = 'memory://';

function wrap(target: PGlite | Transaction): Queryable {
  return {
    async query<Row>(sql: string, params?: readonly SqlValue[]) {
      const result = await target.query<Row>(sql, toDriverParams(params));
      return { rows: result.rows };
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

/**
 * PGlite: PostgreSQL compiled to WebAssembly, in process. It has a single connection and runs one
 * transaction at a time (queries outside a transaction wait for it), so row locks are trivially honoured.
 */
export interface PgliteDatabase extends Database {
  /** The whole data directory as a tarball (loadable with `loadDataDir`). */
  dump(): Promise<Blob>;
}

export async function openPglite(
  dataDir: string,
  options: { loadDataDir?: Blob } = {},
): Promise<PgliteDatabase> {
  let unlock = () => {};
  if (dataDir !== IN_MEMORY) {
    mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDir(dataDir);
  }
  let pg: PGlite;
  try {
    pg = await PGlite.create({ dataDir, ...options });
  } catch (error) {
    unlock();
    throw error;
  }
  const root = wrap(pg);
  // The data-dir lock makes this process the only writer: its own notices are all there are.
  const listeners = new LocalNotices();
  return {
    kind: 'pglite',
    dump: () => pg.dumpDataDir('none'),
    query: root.query,
    exec: root.exec,
    transaction: async (fn) => {
      const pending = new PendingNotices();
      const result = await pg.transaction((tx) =>
        fn({ ...wrap(tx), notify: (channel, payload) => pending.add(channel, payload) }),
      );
      for (const { channel, payload } of pending.list()) listeners.deliver(channel, payload);
      return result;
    },
    statement: async <Row extends { notice: string | null }>(
      sql: string,
      params: readonly SqlValue[],
      channel: string,
    ) => {
      const result = await root.query<Row>(sql, params);
      for (const { notice } of result.rows) if (notice !== null) listeners.deliver(channel, notice);
      return result;
    },
    listen: (channel, listener) => {
      const remove = listeners.add(channel, listener);
      listener.delivering(true);
      return remove;
    },
    close: async () => {
      try {
        await pg.close();
      } finally {
        unlock();
      }
    },
  };
}
