import pg from 'pg';
import {
  type Database,
  isRetryableTransactionError,
  type Queryable,
  type SqlValue,
  type Transaction,
  toDriverParams,
} from './database';
import { PendingNotices } from './local-notices';
import { PostgresListener } from './postgres-listener';

const MAX_ATTEMPTS = 3;

export interface PostgresOptions {
  /** Run in this schema (created if missing): isolates test files sharing one server. */
  schema?: string;
  maxConnections?: number;
  /** Waiting for a free connection (or a new one) fails after this. */
  connectTimeoutMs?: number;
  /** Idle connections are closed after this. */
  idleTimeoutMs?: number;
  /** The server cancels any statement running longer than this. */
  statementTimeoutMs?: number;
}

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row>(sql: string, params?: readonly SqlValue[]) {
      const result = await client.query(sql, toDriverParams(params));
      return { rows: result.rows as Row[] };
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}

export async function openPostgres(databaseUrl: string, options: PostgresOptions = {}): Promise<Database> {
  const { schema } = options;
  if (schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema))
    throw new Error(`Bad schema name ${schema}`);
  if (schema) {
    const setup = new pg.Client({ connectionString: databaseUrl });
    await setup.connect();
    try {
      await setup.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    } finally {
      await setup.end();
    }
  }
  const settings = [
    ...(schema ? [`-c search_path=${schema}`] : []),
    ...(options.statementTimeoutMs ? [`-c statement_timeout=${Math.floor(options.statementTimeoutMs)}`] : []),
  ];
  const connection = {
    connectionString: databaseUrl,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
  };
  const listener = new PostgresListener(connection, schema);
  const pool = new pg.Pool({
    ...connection,
    max: options.maxConnections ?? 10,
    idleTimeoutMillis: options.idleTimeoutMs ?? 30_000,
    ...(settings.length > 0 ? { options: settings.join(' ') } : {}),
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const root = wrap(pool);

  async function transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      const client = await pool.connect();
      const pending = new PendingNotices();
      try {
        await client.query('BEGIN');
        const result = await fn({
          ...wrap(client),
          notify: (channel, payload) => pending.add(channel, payload),
        });
        // The notices ride in the COMMIT's round trip; NOTIFY itself waits for the commit.
        await client.query(`${listener.notifySql(pending)} COMMIT`);
        listener.committed(pending);
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        if (attempt < MAX_ATTEMPTS && isRetryableTransactionError(error)) continue;
        throw error;
      } finally {
        client.release();
      }
    }
  }

  async function statement<Row extends { notice: string | null }>(
    sql: string,
    params: readonly SqlValue[],
    channel: string,
  ) {
    const notifying = listener.notifyingStatement(sql, params, channel);
    for (let attempt = 1; ; attempt++) {
      try {
        const result = await root.query<Row>(notifying.sql, notifying.params);
        const sent = new PendingNotices();
        for (const { notice } of result.rows) if (notice !== null) sent.add(channel, notice);
        listener.committed(sent);
        return result;
      } catch (error) {
        if (attempt < MAX_ATTEMPTS && isRetryableTransactionError(error)) continue;
        throw error;
      }
    }
  }

  return {
    kind: 'postgres',
    query: root.query,
    exec: root.exec,
    transaction,
    statement,
    listen: (channel, noticeListener) => listener.listen(channel, noticeListener),
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}
