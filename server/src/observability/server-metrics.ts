import type { WatcherLogEntry } from '../chain/scan-payments';
import type { ChainClient } from '../chain-client';
import type { Database } from '../db/database';
import { type HistogramSeries, MetricsRegistry } from './metrics-registry';

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface ServerMetrics {
  registry: MetricsRegistry;
  /** One finished HTTP request; `route` is the matched route pattern, never the raw path. */
  request(method: string, route: string, status: number, seconds: number): void;
  /** What the chain watcher reports (pass it as the watcher's log, or call it from that log). */
  watcher(entry: WatcherLogEntry): void;
}

/**
 * The server's Prometheus series. Lag and orders are read at scrape time (the chain head against the
 * watcher's saved cursor, the orders table), so every instance reports them, leader or not, and a watcher
 * that stopped shows as growing lag rather than as a last value that never changes.
 */
export function createServerMetrics(deps: {
  db: Database;
  chainClient: ChainClient;
  chainId: number;
  /** The payment contract: the watcher's cursor is kept per chain and contract. */
  paymentsContract: string;
}): ServerMetrics {
  const registry = new MetricsRegistry();
  const chain = { chain_id: String(deps.chainId) };
  const latency = registry.histogram(
    'dgrid_http_request_duration_seconds',
    'HTTP request duration by method, route pattern and status',
    LATENCY_BUCKETS,
  );
  const lag = registry.gauge(
    'dgrid_watcher_lag_blocks',
    'Chain head minus the last block the payment watcher fully processed',
  );
  const rpcErrors = registry.counter(
    'dgrid_rpc_errors_total',
    'Failed chain RPC reads (watcher passes that failed, head reads for this scrape)',
  );
  const payments = registry.counter(
    'dgrid_watcher_payments_total',
    'Payments (Paid events of the payment contract) the watcher judged, by outcome (credited = an order credited)',
  );
  const rewinds = registry.counter('dgrid_watcher_rewinds_total', 'Watcher rewinds (reorganisations)');
  const leader = registry.gauge('dgrid_watcher_leader', '1 when this instance runs the payment watcher');
  const orders = registry.gauge('dgrid_orders', 'Purchase orders by stored status');

  registry.collect(async () => {
    const { rows } = await deps.db.query<{ status: string; n: number }>(
      'SELECT status, count(*)::int AS n FROM orders GROUP BY status',
    );
    orders.reset();
    for (const status of ['awaiting_payment', 'paid']) orders.set({ status }, 0);
    for (const row of rows) orders.set({ status: row.status }, row.n);
  });
  registry.collect(async () => {
    const { rows } = await deps.db.query<{ block_number: string }>(
      'SELECT block_number::text FROM chain_watch_cursor WHERE chain_id = $1 AND treasury = $2',
      [deps.chainId, deps.paymentsContract.toLowerCase()],
    );
    const cursor = rows[0]?.block_number;
    if (cursor === undefined) return;
    try {
      const head = await deps.chainClient.getBlockNumber();
      lag.set(chain, Number(head - BigInt(cursor)));
    } catch (error) {
      rpcErrors.inc(chain);
      throw error;
    }
  });

  // Each method, route pattern and status resolved to its series once, not per request.
  const requestSeries = new Map<string, HistogramSeries>();
  return {
    registry,
    request(method, route, status, seconds) {
      const key = `${method} ${status} ${route}`;
      let series = requestSeries.get(key);
      if (!series) {
        series = latency.series({ method, route, status: String(status) });
        requestSeries.set(key, series);
      }
      series.observe(seconds);
    },
    watcher(entry) {
      if (entry.event === 'payment') payments.inc({ outcome: entry.outcome });
      else if (entry.event === 'error') rpcErrors.inc(chain);
      else if (entry.event === 'rewind') rewinds.inc(chain);
      else if (entry.event === 'leader') leader.set(chain, entry.held ? 1 : 0);
    },
  };
}
