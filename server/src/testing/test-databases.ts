import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Database } from '../db/database';
import { loadMigrations, type Migration, migrate } from '../db/migrate';
import { IN_MEMORY, openPglite } from '../db/pglite-database';
import { openPostgres } from '../db/postgres-database';
import { readTestDatabaseUrl } from '../env';

export type DatabaseKind = 'pglite' | 'postgres';

const postgresUrl = readTestDatabaseUrl();

/** PGlite always; PostgreSQL too when DATABASE_URL_TEST is set (.ci/postgres.sh sets it). */
export const databaseKinds: DatabaseKind[] = postgresUrl ? ['pglite', 'postgres'] : ['pglite'];

/**
 * A fresh, migrated database: PGlite in memory, or a new schema on the test PostgreSQL server that is dropped
 * when the database is closed. `migrations` (all by default) lets a migration's test start from the schema
 * before it.
 */
export async function openTestDatabase(
  kind: DatabaseKind,
  migrations: Migration[] = loadMigrations(),
): Promise<Database> {
  if (kind === 'pglite') return openMigratedPglite(migrations);
  if (!postgresUrl) throw new Error('DATABASE_URL_TEST is not set');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const db = await openPostgres(postgresUrl, { schema });
  await migrate(db, migrations);
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

/**
 * PGlite in memory, started from a tarball of a freshly migrated database kept in the temp folder (keyed by
 * the migrations): loading it is several times cheaper than initialising and migrating in every test file.
 */
async function openMigratedPglite(migrations: Migration[]): Promise<Database> {
  const key = createHash('sha256').update(JSON.stringify(migrations)).digest('hex').slice(0, 16);
  const template = join(tmpdir(), `dgrid-pglite-template-${key}.tar`);
  if (existsSync(template)) {
    try {
      const db = await openPglite(IN_MEMORY, { loadDataDir: new Blob([readFileSync(template)]) });
      await migrate(db, migrations);
      return db;
    } catch {
      rmSync(template, { force: true });
    }
  }
  const db = await openPglite(IN_MEMORY);
  await migrate(db, migrations);
  const partial = `${template}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, Buffer.from(await (await db.dump()).arrayBuffer()));
  renameSync(partial, template);
  return db;
}

/**
 * Empties every table but the migrations record and restarts the id sequences (between tests sharing one
 * database). DELETE in reverse creation order (dependents first) is much cheaper than TRUNCATE on PGlite.
 */
export async function truncateAll(db: Database): Promise<void> {
  const tables = await db.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = current_schema() AND c.relkind = 'r' AND c.relname <> 'schema_migrations'
     ORDER BY c.oid DESC`,
  );
  const sequences = await db.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = current_schema() AND c.relkind = 'S'`,
  );
  await db.exec(
    [
      ...tables.rows.map((t) => `DELETE FROM "${t.name}";`),
      ...sequences.rows.map((s) => `ALTER SEQUENCE "${s.name}" RESTART;`),
    ].join('\n'),
  );
}
