import { describe, expect, it } from 'vitest';
import { toClaimFailure } from '@/domain/claim-errors';
import { ApiError, type ApiErrorInit } from './api-error';
import { toClaimFailureError } from './claim-failure';

const apiError = (init: Partial<ApiErrorInit>) =>
  new ApiError({ reason: 'http', status: 500, code: 500, message: 'x', ...init });

describe('toClaimFailureError', () => {
  it.each([
    ['no answer', apiError({ reason: 'network', status: 0, code: 0 }), 'network', null],
    ['deadline', apiError({ reason: 'timeout', status: 0, code: 0 }), 'network', null],
    [
      '409 with the next time',
      apiError({ status: 409, code: 409, details: { nextCollectAt: '2025-03-05T00:00:00.000Z' } }),
      'cooldown',
      '2025-03-05T00:00:00.000Z',
    ],
    [
      '409 without power',
      apiError({ status: 409, code: 409, details: { nextCollectAt: null } }),
      'cooldown',
      null,
    ],
    [
      '409 with a bad time',
      apiError({ status: 409, code: 409, details: { nextCollectAt: 'soon' } }),
      'cooldown',
      null,
    ],
    ['400 clock far off', apiError({ status: 400, code: 400 }), 'rejected', null],
    ['429', apiError({ status: 429, code: 429 }), 'rejected', null],
    ['500', apiError({}), 'server', null],
    [
      '200 with a failure envelope code 502',
      apiError({ reason: 'envelope', status: 200, code: 502 }),
      'server',
      null,
    ],
    ['not an API error', new TypeError('boom'), 'server', null],
  ])('%s → %s', (_, error, code, nextCollectAt) => {
    const failure = toClaimFailureError(error);
    expect(failure).toBeInstanceOf(Error);
    // The claim machine reads exactly these two fields.
    expect(toClaimFailure(failure)).toEqual({ code, nextCollectAt });
  });
});
