import { describe, expect, it } from 'vitest';
import { isClientErrorStatus, isUserRejection } from './wallet-errors';

describe('isUserRejection', () => {
  it('recognises code 4001 and viem UserRejectedRequestError, also down the cause chain', () => {
    expect(isUserRejection({ code: 4001 })).toBe(true);
    expect(isUserRejection({ name: 'UserRejectedRequestError' })).toBe(true);
    expect(isUserRejection(new Error('wrapped', { cause: { cause: { code: 4001 } } }))).toBe(true);
  });

  it("recognises the wallet layer's 'user_rejected' code (e.g. WalletConnect's modal closed by the person)", () => {
    expect(isUserRejection({ name: 'WalletError', code: 'user_rejected' })).toBe(true);
    expect(isUserRejection({ name: 'WalletError', code: 'unknown' })).toBe(false);
  });

  it('does not treat other wallet errors or non-objects as a rejection', () => {
    expect(isUserRejection({ code: 4100 })).toBe(false);
    expect(isUserRejection({ code: '4001' })).toBe(false);
    expect(isUserRejection(new Error('User rejected'))).toBe(false);
    expect(isUserRejection(null)).toBe(false);
    expect(isUserRejection('4001')).toBe(false);
  });

  it('survives a cyclic cause chain', () => {
    const error: { code: number; cause?: unknown } = { code: 1 };
    error.cause = error;
    expect(isUserRejection(error)).toBe(false);
  });
});

describe('isClientErrorStatus', () => {
  it('is true for a 4xx status only', () => {
    expect(isClientErrorStatus({ status: 401 })).toBe(true);
    expect(isClientErrorStatus({ status: 400 })).toBe(true);
    expect(isClientErrorStatus({ status: 502 })).toBe(false);
    expect(isClientErrorStatus({ status: '401' })).toBe(false);
    expect(isClientErrorStatus({ status: 499 })).toBe(true);
    expect(isClientErrorStatus({ status: 399 })).toBe(false);
    expect(isClientErrorStatus({ status: 500 })).toBe(false);
    expect(isClientErrorStatus(new TypeError('fetch failed'))).toBe(false);
  });

  it('is false, without throwing, for what is not an error object', () => {
    for (const value of [null, undefined, 404, '404', true]) expect(isClientErrorStatus(value)).toBe(false);
  });
});
