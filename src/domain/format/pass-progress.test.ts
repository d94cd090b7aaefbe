import { describe, expect, it } from 'vitest';
import { PASS_MIN_TOKENS, passProgress } from './pass-progress';

const tokens = (n: bigint) => (n * 10n ** 18n).toString();

describe('passProgress', () => {
  it('counts what is left to buy, exactly, down to one base unit', () => {
    expect(passProgress('0')).toEqual({ remaining: tokens(PASS_MIN_TOKENS), percent: 0 });
    expect(passProgress(tokens(250n))).toEqual({ remaining: tokens(750n), percent: 25 });
    expect(passProgress((10n ** 21n - 1n).toString())).toEqual({ remaining: '1', percent: 99 });
  });

  it('is reached at 1,000 tokens and stays reached above', () => {
    expect(passProgress(tokens(1000n))).toEqual({ remaining: '0', percent: 100 });
    expect(passProgress(tokens(5000n))).toEqual({ remaining: '0', percent: 100 });
  });
});
