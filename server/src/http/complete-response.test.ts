import { describe, expect, it } from 'vitest';
import { useHarness } from '../testing/harness';

/**
 * The public reads build their responses with every header at once (complete-response.ts) instead of through
 * the middleware that sets them on other answers: they must carry the same headers (docs/api-contract.md,
 * server/README.md "Security headers" and "Request ids") as an answer built the ordinary way.
 */
describe('responses built with their headers', () => {
  const h = useHarness('pglite');
  const headersOf = async (path: string, requestId: string, status = 200) => {
    const res = await h.request('GET', path, { headers: { 'x-request-id': requestId } });
    expect(res.status, path).toBe(status);
    const { 'content-length': _length, ...headers } = Object.fromEntries(res.headers);
    return headers;
  };

  it('carry the same headers as an ordinary answer, the request id included', async () => {
    // The contract's 404 envelope, built by c.json and the middleware.
    const ordinary = await headersOf('/api/v1/public/no-such-token', 'edge-1', 404);
    expect(ordinary['x-request-id']).toBe('edge-1');
    expect(ordinary['x-frame-options']).toBe('DENY');
    for (const path of ['/api/v1/public/mining-pools', '/api/v1/public/dgai']) {
      expect(await headersOf(path, 'edge-1'), path).toEqual(ordinary);
      // Served from the cache the second time: the same headers, with this request's id.
      expect(await headersOf(path, 'edge-2'), path).toEqual({ ...ordinary, 'x-request-id': 'edge-2' });
    }
  });
});
