import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/http/api-error';
import { isRetryable } from './query-client';

const apiError = (reason: ApiError['reason'], status: number) =>
  new ApiError({ reason, status, code: status, message: 'x' });

describe('which failed queries are tried again', () => {
  it('retries what the network or the deadline broke', () => {
    expect(isRetryable(apiError('network', 0))).toBe(true);
    expect(isRetryable(apiError('timeout', 0))).toBe(true);
    expect(isRetryable(new TypeError('Failed to fetch'))).toBe(true);
  });

  it('never retries an answer: a refusal (4xx), a 502 already toasted, a broken contract', () => {
    expect(isRetryable(apiError('http', 400))).toBe(false);
    expect(isRetryable(apiError('http', 401))).toBe(false);
    expect(isRetryable(apiError('http', 502))).toBe(false);
    expect(isRetryable(apiError('schema', 200))).toBe(false);
  });
});
