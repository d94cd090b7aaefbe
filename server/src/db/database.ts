/** One small query interface over PGlite (embedded) and PostgreSQL (pg): the same SQL serves both. */

export type SqlValue = string | number | bigint | boolean | Date | null | readonly string[];

interface QueryResult<Row> {
  rows: Row[];
}

export interface Queryable {
  /** One parameterised statement ($1, $2, ...). bigint parameters are sent as decimal strings. */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly SqlValue[]): Promise<QueryResult<Row>>;
  /** Runs a multi-statement script without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/** Inside `Database.transaction`: queries, and notices that go out only if the transaction commits. */
export interface Transaction extends Queryable {
  /**
   * Announces `payload` on `channel` once this transaction commits (never if it rolls back): to this
   * process's listeners before `transaction` resolves, and on PostgreSQL also to every instance listening on
   * the database (NOTIFY, which PostgreSQL delivers on commit).
   */
  notify(channel: string, payload: string): void;
}

export interface NoticeListener {
  notice(payload: string): void;
  /**
   * Whether notices from other instances reach this listener: false until the LISTEN connection is up and
   * whenever it is lost (notices sent meanwhile are missed), true once it is up again. PGlite: true at once.
   */
  delivering(delivering: boolean): void;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs `fn` in one transaction (READ COMMITTED; take row locks with SELECT ... FOR UPDATE). Commits when `fn`
   * resolves, rolls back when it throws. On PostgreSQL a deadlock or serialization failure retries `fn` (so it
   * must only touch the database); PGlite runs one transaction at a time.
   */
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  /**
   * One statement committed on its own, without the BEGIN and COMMIT round trips: for a write that is a single
   * statement (a PL/pgSQL function call holds its locks until that commit). Each row whose `notice` column is
   * not null announces it on `channel` as Transaction.notify would: sent by the statement itself on PostgreSQL
   * (NOTIFY goes out with its commit), heard by this process's listeners before this resolves. On PostgreSQL
   * a deadlock or serialization failure runs it again (nothing of a failed statement remains).
   */
  statement<Row extends { notice: string | null }>(
    sql: string,
    params: readonly SqlValue[],
    channel: string,
  ): Promise<QueryResult<Row>>;
  /** Calls `listener` for every notice on `channel` (Transaction.notify); returns the unsubscribe. */
  listen(channel: string, listener: NoticeListener): () => void;
  close(): Promise<void>;
}

export function toDriverParams(params: readonly SqlValue[] = []): unknown[] {
  return params.map((value) => (typeof value === 'bigint' ? value.toString() : value));
}

function sqlState(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => sqlState(error) === '23505';
/** Deadlock detected or serialization failure: the transaction may simply be run again. */
export const isRetryableTransactionError = (error: unknown) =>
  ['40001', '40P01'].includes(sqlState(error) ?? '');
