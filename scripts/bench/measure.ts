import autocannon from 'autocannon';

/** One HTTP request of a scenario; `setupRequest` rebuilds it before each send (fresh body, rotated token). */
export type ScenarioRequest = {
  method?: 'GET' | 'POST';
  path?: string;
  headers?: Record<string, string>;
  setupRequest?: (request: RawRequest, context: Record<string, unknown>) => RawRequest;
  onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
};

type RawRequest = { method?: string; path?: string; headers?: Record<string, string>; body?: string };

export type Scenario = {
  name: string;
  url: string;
  /** The request each connection repeats, or a sequence it repeats in order (get-code, then challenge). */
  requests: ScenarioRequest[];
  /** At most this many requests in the row (a scenario with a finite supply, e.g. open orders per user). */
  maxRequests?: number;
  /** Loaded for a second, unmeasured, before the table (reads only: a finite supply would be spent). */
  warmUp?: boolean;
};

export type Measurement = {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  total: number;
  /**
   * This process's CPU time (user + system) per request: server and load generator share the process, so
   * time spent waiting for a core on a loaded machine does not count, unlike in req/s.
   */
  cpuMicrosPerRequest: number;
  /** Every answer that was not 2xx, errors and timeouts: any of them makes the row invalid. */
  failures: number;
  /** What the failures were, e.g. `429 ×12840` or `errors ×3`. */
  failureDetail: string;
};

export type Bounds = { durationSeconds: number; maxRequests: number; connections: number };

type StatusCodeStats = Record<string, { count: number }>;

/** Loads one endpoint on loopback for a bounded time and request count; any non-2xx or error counts. */
export async function measure(scenario: Scenario, bounds: Bounds): Promise<Measurement> {
  if (!/^http:\/\/127\.0\.0\.1:\d+\//.test(scenario.url)) throw new Error(`loopback only: ${scenario.url}`);
  const cpuBefore = process.cpuUsage();
  const result = await autocannon({
    url: scenario.url,
    connections: bounds.connections,
    duration: bounds.durationSeconds,
    timeout: 10,
    requests: scenario.requests,
    maxOverallRequests: Math.min(bounds.maxRequests, scenario.maxRequests ?? Number.POSITIVE_INFINITY),
  });
  const cpu = process.cpuUsage(cpuBefore);
  const codes = (result as unknown as { statusCodeStats?: StatusCodeStats }).statusCodeStats ?? {};
  const detail = [
    ...Object.entries(codes)
      .filter(([code]) => !code.startsWith('2'))
      .map(([code, { count }]) => `${code} ×${count}`),
    ...(result.errors > 0 ? [`errors ×${result.errors}`] : []),
    ...(result.timeouts > 0 ? [`timeouts ×${result.timeouts}`] : []),
  ];
  return {
    name: scenario.name,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    total: result['2xx'] + result.non2xx,
    cpuMicrosPerRequest: (cpu.user + cpu.system) / Math.max(1, result['2xx'] + result.non2xx),
    failures: result.non2xx + result.errors + result.timeouts,
    failureDetail: detail.join(', '),
  };
}
