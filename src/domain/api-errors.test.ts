import { describe, expect, it } from 'vitest';
import { isFinalApiError } from './api-errors';

// docs/api-contract.md sections 1 and 3: a 401 ends the session (sign in again), another 4xx is the server
// refusing the request as it stands; no answer, 429 and 5xx may succeed when asked again.
describe('which API failures asking again cannot fix', () => {
  it('a 401 (session ended) and a refused request are final', () => {
    expect(isFinalApiError('session_ended')).toBe(true);
    expect(isFinalApiError('request_refused')).toBe(true);
  });

  it('no answer, too many requests and a server failure are not', () => {
    expect(isFinalApiError('network')).toBe(false);
    expect(isFinalApiError('rate_limited')).toBe(false);
    expect(isFinalApiError('server')).toBe(false);
  });
});
