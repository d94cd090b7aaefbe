import autocannon from 'autocannon';

export type Scenario = {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Body per request, so each one can differ (a fresh `now` for every claim). */
  body?: () => unknown;
};

export type Measurement = {
  name: string;
  requestsPerSecond: number;
  p99Ms: number;
  total: number;
  failures: number;
};

export type Bounds = { durationSeconds: number; maxRequests: number; connections: number };

/** Loads one endpoint on loopback for a bounded time and request count; any non-2xx or error counts. */
export async function measure(scenario: Scenario, bounds: Bounds): Promise<Measurement> {
  if (!/^http:\/\/127\.0\.0\.1:\d+\//.test(scenario.url)) throw new Error(`loopback only: ${scenario.url}`);
  const headers = { ...(scenario.body ? { 'content-type': 'application/json' } : {}), ...scenario.headers };
  const makeBody = scenario.body;
  const result = await autocannon({
    url: scenario.url,
    connections: bounds.connections,
    duration: bounds.durationSeconds,
    timeout: 10,
    requests: [
      {
        method: scenario.method ?? 'GET',
        headers,
        ...(makeBody
          ? { setupRequest: (request) => ({ ...request, body: JSON.stringify(makeBody()) }) }
          : {}),
      },
    ],
    maxOverallRequests: bounds.maxRequests,
  });
  return {
    name: scenario.name,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    total: result['2xx'] + result.non2xx,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
