import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';

const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));
/** Any number: both processes and test files may migrate one PostgreSQL database at once. */
const MIGRATION_LOCK = 4_242_001;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** server/src/db/migrations/NNN_name.sql, in numeric order (001.. for the core, 100.. for the chain watcher). */
export function loadMigrations(dir = migrationsDir): Migration[] {
  return readdirSync(dir)
    .map((file) => /^(\d{3,})_([a-z0-9_-]+)\.sql$/.exec(file))
    .filter((match): match is RegExpExecArray => match !== null)
    .map(([file, version, name]) => ({
      version: Number(version),
      name: name ?? '',
      sql: readFileSync(`${dir}/${file}`, 'utf8'),
    }))
    .sort((a, b) => a.version - b.version);
}

/**
 * Applies every migration not yet recorded in schema_migrations, all in one transaction that first takes the
 * migration advisory lock, so the whole run, creating schema_migrations included, happens in one process at
 * a time: instances starting together on one PostgreSQL wait for the first, then find nothing left to do
 * (concurrent `CREATE TABLE IF NOT EXISTS` can otherwise fail on PostgreSQL's catalog). A failing migration
 * rolls back the run; nothing of it is applied.
 */
export async function migrate(db: Database, migrations = loadMigrations()): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`);
    const done = await tx.query<{ version: number }>('SELECT version FROM schema_migrations');
    const applied = new Set(done.rows.map((row) => Number(row.version)));
    const ran: number[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.version)) continue;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      ran.push(migration.version);
    }
    return ran;
  });
}
