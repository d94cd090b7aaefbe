import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { resolveJwtSecret } from '../auth/jwt-secret';
import { readTestDatabaseUrl } from '../env';
import { databaseKinds, openTestDatabase } from '../testing/test-databases';
import type { Database } from './database';
import { loadMigrations, migrate } from './migrate';
import { openDatabase } from './open-database';
import { openPostgres } from './postgres-database';

const scratch = mkdtempSync(join(tmpdir(), 'dgrid-db-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe.each(databaseKinds)('database on %s', (kind) => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase(kind);
  });
  afterAll(() => db?.close());

  it('is migrated once: a second run applies nothing', async () => {
    const { rows } = await db.query<{ version: number; name: string }>(
      'SELECT version, name FROM schema_migrations ORDER BY version',
    );
    expect(rows).toEqual(loadMigrations().map(({ version, name }) => ({ version, name })));
    expect(await migrate(db)).toEqual([]);
  });

  it('migration 101 keeps a saved watcher cursor and leaves its block time unknown', async () => {
    // Back to the schema before 101, with a cursor the watcher saved then.
    await db.exec(`ALTER TABLE chain_watch_cursor DROP COLUMN block_time;
      DELETE FROM schema_migrations WHERE version = 101;
      INSERT INTO chain_watch_cursor (chain_id, treasury, block_number, block_hash)
      VALUES (31337, '0xa0ee7a142d267c1f36714e4a8f75612f20a79720', 12, '0x${'ab'.repeat(32)}');`);
    try {
      expect(await migrate(db)).toEqual([101]);
      const { rows } = await db.query(
        'SELECT chain_id, block_number, block_hash, block_time FROM chain_watch_cursor',
      );
      expect(rows).toEqual([
        {
          chain_id: 31337,
          block_number: expect.anything(),
          block_hash: `0x${'ab'.repeat(32)}`,
          block_time: null,
        },
      ]);
      expect(BigInt(String(rows[0]?.block_number))).toBe(12n);
    } finally {
      await db.exec('DELETE FROM chain_watch_cursor');
    }
  });

  it('round-trips uint256-sized amounts exactly as NUMERIC(78,0)', async () => {
    const max = 10n ** 78n - 1n;
    const { rows } = await db.query<{ n: string }>('SELECT $1::numeric(78,0) AS n', [max]);
    expect(rows[0]?.n).toBe(max.toString());
    await expect(db.query('SELECT ($1::numeric * 10)::numeric(78,0)', [max])).rejects.toThrow();
  });

  it('applies later migrations in number order, each whole or not at all', async () => {
    const core = loadMigrations();
    const later = [
      { version: 901, name: 'two', sql: 'CREATE TABLE t901 (id INT);' },
      { version: 900, name: 'one', sql: 'CREATE TABLE t900 (id INT);\nINSERT INTO t900 VALUES (1);' },
    ].sort((a, b) => a.version - b.version);
    expect(await migrate(db, [...core, ...later])).toEqual([900, 901]);
    const broken = {
      version: 902,
      name: 'broken',
      sql: 'CREATE TABLE t902 (id INT);\nSELECT nope FROM nowhere;',
    };
    await expect(migrate(db, [...core, broken])).rejects.toThrow();
    const tables = await db.query<{ tablename: string }>(
      `SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename LIKE 't90%' ORDER BY 1`,
    );
    expect(tables.rows.map((row) => row.tablename)).toEqual(['t900', 't901']);
  });

  it('rolls a transaction back when its function throws', async () => {
    await db.query('CREATE TABLE IF NOT EXISTS rollback_probe (id INT)');
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO rollback_probe VALUES (1)');
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect((await db.query('SELECT * FROM rollback_probe')).rows).toEqual([]);
  });
});

describe.runIf(databaseKinds.includes('postgres'))('migrations on a shared PostgreSQL', () => {
  it('run once when instances start at once on an empty schema', async () => {
    const url = readTestDatabaseUrl() ?? '';
    const schema = `mig_${Date.now().toString(36)}`;
    const first = await openPostgres(url, { schema }); // creates the schema, empty
    const dbs = [first, ...(await Promise.all([2, 3].map(() => openPostgres(url, { schema }))))];
    try {
      const runs = await Promise.all(dbs.map((db) => migrate(db)));
      const all = loadMigrations().map((m) => m.version);
      expect(runs.filter((r) => r.length > 0)).toEqual([all]);
      expect(runs.filter((r) => r.length === 0)).toHaveLength(2);
    } finally {
      await dbs[0]?.exec(`DROP SCHEMA ${schema} CASCADE`);
      await Promise.all(dbs.map((db) => db.close()));
    }
  }, 120_000);
});

describe('migration files and local state', () => {
  it('loads NNN_name.sql files in numeric order and ignores anything else', () => {
    const dir = join(scratch, 'migrations');
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir);
    for (const file of ['100_chain.sql', '001_core.sql', '010_more.sql', 'README.md', '7_bad.sql']) {
      writeFileSync(join(dir, file), `-- ${file}`);
    }
    expect(loadMigrations(dir).map((m) => [m.version, m.name])).toEqual([
      [1, 'core'],
      [10, 'more'],
      [100, 'chain'],
    ]);
  });

  it('keeps PGlite data in its folder across restarts', async () => {
    const dataDir = join(scratch, 'pglite');
    const first = await openDatabase({ dataDir });
    await first.query('CREATE TABLE kept (v TEXT)');
    await first.query("INSERT INTO kept VALUES ('still here')");
    await first.close();
    const second = await openDatabase({ dataDir });
    expect((await second.query('SELECT v FROM kept')).rows).toEqual([{ v: 'still here' }]);
    await second.close();
  }, 120_000);

  it('locks a PGlite data directory to the first process that opens it, until that process is gone', async () => {
    const dataDir = join(scratch, 'locked');
    const first = await openDatabase({ dataDir });
    await expect(openDatabase({ dataDir })).rejects.toThrow(
      /PGlite data directory .*locked is in use by this process/,
    );
    await first.close();
    // Another live process holding the lock (flock(1) here, as a stand-in) is refused ...
    const holder = spawn('flock', ['--exclusive', `${dataDir}.lock`, 'cat'], {
      stdio: ['pipe', 'ignore', 'ignore'],
    });
    await vi.waitFor(() =>
      expect(spawnSync('flock', ['--nonblock', `${dataDir}.lock`, 'true']).status).toBe(1),
    );
    await expect(openDatabase({ dataDir })).rejects.toThrow(/locked is in use by another process/);
    // ... and once it is gone (kill -9: the kernel drops its lock), the directory opens.
    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));
    const again = await openDatabase({ dataDir });
    await again.close();
    // A pid left in the file by an older version means nothing: the lock is the kernel's.
    writeFileSync(`${dataDir}.lock`, `${process.ppid}\n`);
    const afterOldFile = await openDatabase({ dataDir });
    await afterOldFile.close();
  }, 120_000);

  it('generates the JWT secret once, privately, unless JWT_SECRET is set', () => {
    const dataDir = join(scratch, 'state');
    const secret = resolveJwtSecret(undefined, dataDir);
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(resolveJwtSecret(undefined, dataDir)).toBe(secret);
    expect(statSync(join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(resolveJwtSecret('configured-secret-configured-secret!', dataDir)).toBe(
      'configured-secret-configured-secret!',
    );
    expect(resolveJwtSecret(undefined, 'memory://')).not.toBe(resolveJwtSecret(undefined, 'memory://'));
  });
});
