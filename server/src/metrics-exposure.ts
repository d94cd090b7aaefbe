import type { ServerConfig } from './env';
import { isLoopbackHost } from './http/client-address';

/** Where /metrics listens unless METRICS_HOST says otherwise: this machine only. */
export const DEFAULT_METRICS_HOST = '127.0.0.1';

/**
 * Start refusals for /metrics (server/README.md, Metrics): its own port on an address other machines reach
 * (anything but loopback: a private network is still somebody else's network) must ask for METRICS_TOKEN.
 */
export function unsafeMetricsSettings(metrics: ServerConfig['metrics']): string[] {
  if (metrics.port === undefined || metrics.token !== undefined || isLoopbackHost(metrics.host)) return [];
  return [
    `METRICS_HOST: ${metrics.host} is reachable from other machines: set METRICS_TOKEN (at least 32 characters) or leave METRICS_HOST unset (${DEFAULT_METRICS_HOST})`,
  ];
}

/**
 * Whether the API port serves /metrics too: with METRICS_TOKEN (it then asks for it), or without one on the
 * local devnet while the API listens on loopback only.
 */
export function metricsOnApiPort(config: Pick<ServerConfig, 'metrics' | 'chain' | 'host'>): boolean {
  return config.metrics.token !== undefined || (config.chain.key === 'local' && isLoopbackHost(config.host));
}
