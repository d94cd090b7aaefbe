import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addFailureMessage, transactionMessages, validateTransaction } from './validate-transaction';

const HEX = '0123456789abcdefABCDEF';
const hexDigits = (minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...HEX), minLength, maxLength });
const validHash = hexDigits(64, 64).map((digits) => `0x${digits}`);
const notAString = fc.anything().filter((value) => typeof value !== 'string');
const valid = { hash: `0x${'a'.repeat(64)}`, description: 'Buy 1,000 DGAI' };

describe('validateTransaction', () => {
  it('accepts 0x followed by exactly 64 hex digits, in either case', () => {
    fc.assert(
      fc.property(validHash, (hash) => {
        expect(validateTransaction({ ...valid, hash })).toEqual([]);
      }),
    );
  });

  it('refuses a hash with too few or too many hex digits', () => {
    const wrongLength = fc.oneof(hexDigits(0, 63), hexDigits(65, 130)).map((digits) => `0x${digits}`);
    fc.assert(
      fc.property(wrongLength, (hash) => {
        expect(validateTransaction({ ...valid, hash })).toEqual([transactionMessages.invalidHash]);
      }),
    );
  });

  it('refuses a hash with any non-hex character, a missing or upper-case prefix, or surrounding spaces', () => {
    const corrupted = fc
      .tuple(validHash, fc.nat({ max: 65 }), fc.string({ minLength: 1, maxLength: 1 }))
      .map(([hash, index, char]) => hash.slice(0, index + 2) + char + hash.slice(index + 3))
      .filter((hash) => !/^0x[0-9a-fA-F]{64}$/.test(hash));
    const badPrefix = validHash.chain((hash) =>
      fc.constantFrom(hash.slice(2), `0X${hash.slice(2)}`, ` ${hash}`, `${hash}\n`),
    );
    fc.assert(
      fc.property(fc.oneof(corrupted, badPrefix, fc.string()), (hash) => {
        fc.pre(!/^0x[0-9a-fA-F]{64}$/.test(hash));
        expect(validateTransaction({ ...valid, hash })).toEqual([transactionMessages.invalidHash]);
      }),
    );
  });

  it('refuses a hash that is not a string', () => {
    fc.assert(
      fc.property(notAString, (hash) => {
        expect(validateTransaction({ ...valid, hash })).toEqual([transactionMessages.invalidHash]);
      }),
    );
  });

  it('accepts any string as the description, the empty one included, and nothing else', () => {
    fc.assert(
      fc.property(fc.string(), (description) => {
        expect(validateTransaction({ ...valid, description })).toEqual([]);
      }),
    );
    fc.assert(
      fc.property(notAString, (description) => {
        expect(validateTransaction({ ...valid, description })).toEqual([
          transactionMessages.missingDescription,
        ]);
      }),
    );
  });

  it('accepts absent confirmations or an integer of at least 1', () => {
    expect(validateTransaction(valid)).toEqual([]);
    fc.assert(
      fc.property(fc.integer({ min: 1 }), (confirmations) => {
        expect(validateTransaction({ ...valid, confirmations })).toEqual([]);
      }),
    );
  });

  it('refuses confirmations below 1, fractional, not finite or not a number', () => {
    const invalid = fc.oneof(
      fc.integer({ max: 0 }),
      fc.double({ noInteger: true }),
      fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, null, '3', 1n, true),
    );
    fc.assert(
      fc.property(invalid, (confirmations) => {
        expect(validateTransaction({ ...valid, confirmations })).toEqual([
          transactionMessages.invalidConfirmations,
        ]);
      }),
    );
  });

  it('lists every broken rule in the order of the spec, under the heading of a failed add', () => {
    const messages = validateTransaction({ hash: '0x12', description: 7, confirmations: 0 });
    expect(addFailureMessage(messages)).toBe(
      'Unable to add transaction\nInvalid transaction hash\nTransaction must have a description\nTransaction confirmations must be a positiver integer',
    );
  });
});
