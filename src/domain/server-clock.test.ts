import { describe, expect, it } from 'vitest';
import { clockOffsetOnReceipt, estimateServerNow, isClockOffset } from './server-clock';

const SERVER_NOW = Date.UTC(2026, 10, 25, 12, 0, 0);
const HOUR = 3_600_000;

describe('server-minus-local clock offset', () => {
  it("is read from a token just received: its iat is the server's now", () => {
    expect(clockOffsetOnReceipt(SERVER_NOW, SERVER_NOW + 2 * HOUR)).toBe(-2 * HOUR);
    expect(clockOffsetOnReceipt(SERVER_NOW, SERVER_NOW - 2 * HOUR)).toBe(2 * HOUR);
    expect(clockOffsetOnReceipt(SERVER_NOW, SERVER_NOW)).toBe(0);
    expect(clockOffsetOnReceipt(null, SERVER_NOW)).toBeNull();
  });

  it("turns the local clock into the server's, ahead or behind", () => {
    const aheadLocal = SERVER_NOW + 2 * HOUR;
    expect(estimateServerNow(aheadLocal, clockOffsetOnReceipt(SERVER_NOW, aheadLocal))).toBe(SERVER_NOW);
    const behindLocal = SERVER_NOW - 2 * HOUR;
    expect(estimateServerNow(behindLocal + HOUR, clockOffsetOnReceipt(SERVER_NOW, behindLocal))).toBe(
      SERVER_NOW + HOUR,
    );
  });

  it('with no offset known, is the local clock, never earlier than the token was issued', () => {
    expect(estimateServerNow(SERVER_NOW, null)).toBe(SERVER_NOW);
    expect(estimateServerNow(SERVER_NOW - 2 * HOUR, null, SERVER_NOW - HOUR)).toBe(SERVER_NOW - HOUR);
    expect(estimateServerNow(SERVER_NOW, null, SERVER_NOW - HOUR)).toBe(SERVER_NOW);
  });

  it('accepts only finite numbers read back from storage', () => {
    expect([-HOUR, 0, 1.5].every(isClockOffset)).toBe(true);
    expect([null, undefined, '3600000', Number.NaN, Number.POSITIVE_INFINITY, {}].some(isClockOffset)).toBe(
      false,
    );
  });
});
