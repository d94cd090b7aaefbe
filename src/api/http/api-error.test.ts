import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorInit, apiErrorCodeOf } from './api-error';

const apiError = (init: Partial<ApiErrorInit>) =>
  new ApiError({ reason: 'http', status: 500, code: 500, message: 'x', ...init });

describe('apiErrorCodeOf', () => {
  it.each([
    ['no answer', apiError({ reason: 'network', status: 0, code: 0 }), 'network'],
    ['deadline', apiError({ reason: 'timeout', status: 0, code: 0 }), 'network'],
    ['cancelled', apiError({ reason: 'aborted', status: 0, code: 0 }), 'network'],
    ['401', apiError({ status: 401, code: 401 }), 'session_ended'],
    ['429', apiError({ status: 429, code: 429 }), 'rate_limited'],
    // Issue 27: every wallet pays through the payments contract, so no refusal reason is special any more; an
    // older server's contract_wallet refusal is a refusal like any other.
    [
      '409 with a reason the client does not know',
      apiError({ status: 409, code: 409, details: { reason: 'contract_wallet' } }),
      'request_refused',
    ],
    ['409 for another reason', apiError({ status: 409, code: 409 }), 'request_refused'],
    ['400', apiError({ status: 400, code: 400 }), 'request_refused'],
    [
      'envelope code 404 in a 200',
      apiError({ reason: 'envelope', status: 200, code: 404 }),
      'request_refused',
    ],
    ['502', apiError({ status: 502, code: 502 }), 'server'],
    ['not an API error', new Error('x'), 'server'],
  ])('%s → %s', (_, error, code) => {
    expect(apiErrorCodeOf(error)).toBe(code);
  });
});
