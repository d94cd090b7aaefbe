import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../db/database';
import { openDatabase } from '../db/open-database';
import { IN_MEMORY } from '../db/pglite-database';
import { readTestDatabaseUrl } from '../env';

export type DatabaseKind = 'pglite' | 'postgres';

const postgresUrl = readTestDatabaseUrl();

/** PGlite always; PostgreSQL too when DATABASE_URL_TEST is set (.ci/postgres.sh sets it). */
export const databaseKinds: DatabaseKind[] = postgresUrl ? ['pglite', 'postgres'] : ['pglite'];

/**
 * A fresh, migrated database: PGlite in memory, or a new schema on the test PostgreSQL server that is dropped
 * when the database is closed.
 */
export async function openTestDatabase(kind: DatabaseKind): Promise<Database> {
  if (kind === 'pglite') return openDatabase({ dataDir: IN_MEMORY });
  if (!postgresUrl) throw new Error('DATABASE_URL_TEST is not set');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const db = await openDatabase({ databaseUrl: postgresUrl, schema });
  return {
    ...db,
    close: async () => {
      await db.close();
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      try {
        await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      } finally {
        await admin.end();
      }
    },
  };
}

/** Empties every table but the migrations record (between tests sharing one database). */
export async function truncateAll(db: Database): Promise<void> {
  const { rows } = await db.query<{ tablename: string }>(
    `SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename <> 'schema_migrations'`,
  );
  if (rows.length === 0) return;
  await db.exec(`TRUNCATE ${rows.map((row) => `"${row.tablename}"`).join(', ')} RESTART IDENTITY CASCADE`);
}
