import { describe, expect, it } from 'vitest';
import { anvilAccount } from '../testing/anvil-accounts';
import { useHarness } from '../testing/harness';
import { databaseKinds } from '../testing/test-databases';

const alice = anvilAccount(1);
const TOKEN = 'metrics-token-metrics-token-metrics-token';
const production = {
  CHAIN: 'bsc',
  RPC_URL: 'https://rpc.example',
  PUBLIC_ORIGIN: 'https://app.example',
  // Start refusals (server/README.md): an address no devnet holds the key of, and a 256-bit secret.
  TREASURY_ADDRESS: '0x1111111111111111111111111111111111111111',
  JWT_SECRET: '9f3a7c1e5b2d8046af19c3e7d5b0428e6c1fa937b5d2e0846c9af13e7b5d2c08',
};

describe.each(databaseKinds)('request ids and /metrics on %s', (kind) => {
  const h = useHarness(kind);
  const metrics = async (headers: Record<string, string> = {}) => h.request('GET', '/metrics', { headers });

  it('answers every request with a request id, keeping a well-formed one from the proxy', async () => {
    const own = await h.request('GET', '/api/v1/public/mining-pools');
    expect(own.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await h.request('GET', '/api/v1/health', { headers: { 'x-request-id': 'edge-42.a_b' } });
    expect(kept.headers.get('x-request-id')).toBe('edge-42.a_b');
    for (const hostile of ['a b "x" <script>', 'x'.repeat(65)]) {
      const res = await h.request('GET', '/api/v1/health', { headers: { 'x-request-id': hostile } });
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('exposes latency by route pattern, orders by status and the watcher lag on the devnet', async () => {
    const { token } = await h.signIn(alice);
    await h.buy(token, alice, 1);
    await h.request('POST', '/api/v1/purchase', { token, body: { amount: (10n ** 18n).toString() } });
    await h.request('GET', '/api/v1/public/dgai');
    await h.scannedThrough(new Date(h.clock.now));
    const res = await metrics();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain; version=0.0.4');
    const text = String(res.body);
    expect(text).toContain(
      'dgrid_http_request_duration_seconds_count{method="GET",route="/api/v1/public/:symbol",status="200"} 1',
    );
    expect(text).toContain('dgrid_orders{status="awaiting_payment"} 1');
    expect(text).toContain('dgrid_orders{status="paid"} 1');
    // The fake chain's head is block 42; the watcher's cursor is block 1.
    expect(text).toContain('dgrid_watcher_lag_blocks{chain_id="31337"} 41');
  });

  it('outside the devnet /metrics is not on the API port without METRICS_TOKEN, and needs the token with it', async () => {
    h.reconfigure(production);
    expect((await metrics()).status).toBe(404);
    h.reconfigure({ ...production, METRICS_TOKEN: TOKEN });
    expect((await metrics()).status).toBe(401);
    expect((await metrics({ authorization: `Bearer ${TOKEN}x` })).status).toBe(401);
    const ok = await metrics({ authorization: `Bearer ${TOKEN}` });
    expect(ok.status).toBe(200);
    expect(String(ok.body)).toContain('# TYPE dgrid_orders gauge');
  });
});
