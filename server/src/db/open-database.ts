import { join } from 'node:path';
import type { Database } from './database';
import { migrate } from './migrate';
import { openPglite } from './pglite-database';
import { openPostgres, type PostgresOptions } from './postgres-database';

export interface OpenDatabaseOptions {
  /** postgres://... : use PostgreSQL through pg. Otherwise PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite's folder (default `.data/pglite`); `memory://` keeps it in memory (tests). */
  dataDir?: string | undefined;
  /** PostgreSQL only: work inside this schema (created if missing). */
  schema?: string | undefined;
  /** PostgreSQL only: pool size and timeouts (config.databasePool). */
  pool?: Omit<PostgresOptions, 'schema'> | undefined;
}

/** Opens the database and brings its schema up to date (server/src/db/migrations). */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  const db = options.databaseUrl
    ? await openPostgres(options.databaseUrl, {
        ...options.pool,
        ...(options.schema ? { schema: options.schema } : {}),
      })
    : await openPglite(options.dataDir ?? join('.data', 'pglite'));
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
