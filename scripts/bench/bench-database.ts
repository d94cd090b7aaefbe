import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../../server/src/db/database';
import { openDatabase } from '../../server/src/db/open-database';

export type BenchDatabase = { label: string; db: Database; drop(): Promise<void> };

/** PGlite in memory: the default deployment's engine, nothing to clean up. */
export async function benchPglite(): Promise<BenchDatabase> {
  const db = await openDatabase({ dataDir: 'memory://' });
  return { label: 'PGlite in memory', db, drop: () => db.close() };
}

/**
 * PostgreSQL at `databaseUrl`, in a fresh schema dropped afterwards, so a run never touches the tables of a
 * deployment that shares the server and every run starts from the same empty ledger.
 */
export async function benchPostgres(databaseUrl: string): Promise<BenchDatabase> {
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const db = await openDatabase({ databaseUrl, schema });
  return {
    label: `PostgreSQL ${new URL(databaseUrl).host}`,
    db,
    drop: async () => {
      await db.close();
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      try {
        await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      } finally {
        await admin.end();
      }
    },
  };
}
