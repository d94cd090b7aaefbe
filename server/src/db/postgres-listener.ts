import pg from 'pg';
import type { SqlValue } from './database';
import { LocalNotices, type PendingNotices } from './local-notices';

/** The LISTEN connection's application_name (then the schema), as pg_stat_activity shows it. */
export const LISTENER_APPLICATION = 'dgrid-listen';
/** Waits before reconnecting a lost LISTEN connection, by consecutive failure (the last repeats). */
const RECONNECT_DELAYS_MS = [100, 1_000, 5_000];

/**
 * LISTEN on one dedicated connection (a pooled one would be handed to queries), for every channel this
 * instance's listeners want, plus delivery of the instance's own notices at commit. Payloads carry the schema
 * (channels are database-wide; instances in another schema are another deployment) and are filtered by it.
 * A lost connection tells the listeners notices are not delivered, and is opened again.
 */
export class PostgresListener {
  readonly #local = new LocalNotices();
  readonly #prefix: string;
  #client: pg.Client | undefined;
  readonly #listening = new Set<string>();
  #work: Promise<void> = Promise.resolve();
  #failures = 0;
  #retry: NodeJS.Timeout | undefined;
  #closed = false;

  constructor(
    private readonly clientConfig: pg.ClientConfig,
    schema: string | undefined,
  ) {
    this.#prefix = `${schema ?? ''}/`;
  }

  listen(channel: string, listener: Parameters<LocalNotices['add']>[1]): () => void {
    const remove = this.#local.add(channel, listener);
    if (this.#client && this.#listening.has(channel)) listener.delivering(true);
    else this.#sync();
    return remove;
  }

  /** The statements that send a transaction's notices; they run in it, just before its COMMIT. */
  notifySql(pending: PendingNotices): string {
    return pending
      .list()
      .map(
        ({ channel, payload }) =>
          `SELECT pg_notify(${pg.escapeLiteral(channel)}, ${pg.escapeLiteral(this.#prefix + payload)});`,
      )
      .join(' ');
  }

  /**
   * `sql` (one statement whose rows have a `notice` column) extended to send each row's notice on `channel`,
   * as notifySql does for a transaction (NOTIFY goes out when the statement commits).
   */
  notifyingStatement(sql: string, params: readonly SqlValue[], channel: string) {
    const channelParam = `$${params.length + 1}`;
    const prefixParam = `$${params.length + 2}`;
    return {
      sql: `WITH s AS (${sql}) SELECT s.*, CASE WHEN s.notice IS NOT NULL
        THEN pg_notify(${channelParam}::text, ${prefixParam}::text || s.notice)::text END AS notified FROM s`,
      params: [...params, channel, this.#prefix],
    };
  }

  /** After a commit: this instance's listeners hear its own notices at once (LISTEN repeats them later). */
  committed(pending: PendingNotices): void {
    for (const { channel, payload } of pending.list()) this.#local.deliver(channel, payload);
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#retry);
    const client = this.#client;
    this.#client = undefined;
    await this.#work;
    await client?.end().catch(() => {});
  }

  #sync(): void {
    this.#work = this.#work.then(() => this.#listenAll()).catch((error: unknown) => this.#lost(error));
  }

  async #listenAll(): Promise<void> {
    if (this.#closed) return;
    if (!this.#client) {
      const client = new pg.Client({
        ...this.clientConfig,
        keepAlive: true,
        application_name: `${LISTENER_APPLICATION} ${this.#prefix}`.slice(0, 63),
      });
      client.on('error', (error) => this.#lost(error, client));
      client.on('end', () => this.#lost(undefined, client));
      client.on('notification', ({ channel, payload }) => {
        if (payload?.startsWith(this.#prefix))
          this.#local.deliver(channel, payload.slice(this.#prefix.length));
      });
      this.#client = client;
      await client.connect();
    }
    const client = this.#client;
    for (const channel of this.#local.channels()) {
      if (this.#listening.has(channel)) continue;
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (client !== this.#client) return;
      this.#listening.add(channel);
      this.#local.delivering(channel, true);
    }
    this.#failures = 0;
  }

  #lost(_error: unknown, client: pg.Client | undefined = this.#client): void {
    if (!client || client !== this.#client || this.#closed) return;
    this.#client = undefined;
    client?.end().catch(() => {});
    for (const channel of this.#listening) this.#local.delivering(channel, false);
    this.#listening.clear();
    const delay = RECONNECT_DELAYS_MS[Math.min(this.#failures, RECONNECT_DELAYS_MS.length - 1)];
    this.#failures += 1;
    clearTimeout(this.#retry);
    this.#retry = setTimeout(() => this.#sync(), delay);
    this.#retry.unref();
  }
}
