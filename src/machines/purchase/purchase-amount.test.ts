import { describe, expect, it } from 'vitest';
import { parsePurchaseAmount, purchaseCost, wholeTokensOf } from './purchase-amount';

const UNIT = 10n ** 18n;

describe('parsePurchaseAmount', () => {
  it.each([
    ['', 'purchase.amount.errors.required'],
    ['   ', 'purchase.amount.errors.required'],
    ['0', 'purchase.amount.errors.tooSmall'],
    ['000', 'purchase.amount.errors.tooSmall'],
    ['-5', 'purchase.amount.errors.notPositive'],
    ['1.5', 'purchase.amount.errors.notWhole'],
    ['0.000000000000000001', 'purchase.amount.errors.notWhole'],
    ['1000001', 'purchase.amount.errors.tooLarge'],
    ['1,000,001', 'purchase.amount.errors.tooLarge'],
    ['99999999999999999999999999', 'purchase.amount.errors.tooLarge'],
    ['abc', 'purchase.amount.errors.notANumber'],
    ['12a', 'purchase.amount.errors.notANumber'],
    ['1e3', 'purchase.amount.errors.notANumber'],
    ['1,00', 'purchase.amount.errors.notANumber'],
    ['25.00', 'purchase.amount.errors.notWhole'],
    ['1,000.5', 'purchase.amount.errors.notWhole'],
    ['0x10', 'purchase.amount.errors.notANumber'],
    ['.5', 'purchase.amount.errors.notANumber'],
  ])('refuses %j with %s', (text, error) => {
    expect(parsePurchaseAmount(text)).toEqual({ ok: false, error });
  });

  it.each([
    ['1', 1n],
    [' 1000 ', 1000n],
    ['1,000', 1000n],
    ['1,000,000', 1_000_000n],
    ['1000000', 1_000_000n],
    ['1 000', 1000n],
    ['007', 7n],
  ])('accepts %j as %s whole tokens in base units', (text, tokens) => {
    expect(parsePurchaseAmount(text)).toEqual({ ok: true, amount: (tokens * UNIT).toString() });
  });
});

describe('purchaseCost', () => {
  it('multiplies whole tokens by the price per token exactly, far beyond float precision', () => {
    // 0.0001 native per token (the default price) for 1,000,000 tokens is 100 native: 10^20 base units.
    expect(purchaseCost((1_000_000n * UNIT).toString(), '100000000000000')).toBe('100000000000000000000');
    // A price with every digit significant: a float would round this.
    expect(purchaseCost((999_999n * UNIT).toString(), '123456789012345678')).toBe(
      (999_999n * 123456789012345678n).toString(),
    );
  });

  it('is zero for nothing', () => {
    expect(purchaseCost('0', '100000000000000')).toBe('0');
  });
});

describe('wholeTokensOf', () => {
  it('reads base units as whole tokens', () => {
    expect(wholeTokensOf((1234n * UNIT).toString())).toBe('1234');
    expect(wholeTokensOf('999999999999999999')).toBe('0');
  });
});
