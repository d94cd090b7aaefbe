import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAccountName, shortenAddress, shortenName } from './shorten-address';

/** In unicode mode a proper pair is one code point outside this range, so only a lone half matches. */
const hasLoneSurrogate = (text: string) => /[\uD800-\uDFFF]/u.test(text);

const hexAddress = fc
  .uint8Array({ minLength: 20, maxLength: 20 })
  .map((bytes) => `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`);

describe('shortenAddress', () => {
  it('shows a real address as 0x + 2, an ellipsis and the last 4', () => {
    expect(shortenAddress('0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045')).toBe('0xd8…6045');
  });

  it('keeps names of 8 characters or fewer, shortens 9', () => {
    expect(shortenAddress('')).toBe('');
    expect(shortenAddress('abcdefgh')).toBe('abcdefgh');
    expect(shortenAddress('abcdefghi')).toBe('abcd…fghi');
  });

  it('behavior: any address becomes its first 4 and last 4 characters around one ellipsis', () => {
    fc.assert(
      fc.property(hexAddress, (address) => {
        const short = shortenAddress(address);
        expect(short).toHaveLength(9);
        expect(short.startsWith(address.slice(0, 4))).toBe(true);
        expect(short.endsWith(address.slice(-4))).toBe(true);
        expect(short[4]).toBe('…');
      }),
    );
  });

  it('behavior: never longer than 9 code points and never splits a surrogate pair', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (text) => {
        const short = shortenAddress(text);
        expect(Array.from(short).length).toBeLessThanOrEqual(9);
        expect(hasLoneSurrogate(short)).toBe(false);
        if (Array.from(text).length <= 8) expect(short).toBe(text);
      }),
    );
  });
});

describe('shortenName', () => {
  it('cuts a label over 24 characters to 24 + "..." and drops the TLD', () => {
    expect(shortenName('averyveryveryverylongname12345.eth')).toBe('averyveryveryverylongnam...');
  });

  it('keeps a label of exactly 24 characters, and names without a dot', () => {
    const label = 'a'.repeat(24);
    expect(shortenName(`${label}.eth`)).toBe(`${label}.eth`);
    expect(shortenName('b'.repeat(40))).toBe('b'.repeat(40));
  });

  it('splits at the last dot only', () => {
    expect(shortenName(`${'s'.repeat(20)}.${'d'.repeat(10)}.eth`)).toBe(
      `${'s'.repeat(20)}.${'d'.repeat(3)}...`,
    );
  });

  it('behavior: the result is the name or at most 24 code points of its label plus "..."', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 50 }),
        fc.string({ maxLength: 6 }),
        (label, tld) => {
          const name = `${label}.${tld.replaceAll('.', '')}`;
          const short = shortenName(name);
          if (Array.from(label).length <= 24) expect(short).toBe(name);
          else {
            expect(short.endsWith('...')).toBe(true);
            expect(Array.from(short.slice(0, -3))).toHaveLength(24);
            expect(name.startsWith(short.slice(0, -3))).toBe(true);
          }
          expect(hasLoneSurrogate(short)).toBe(false);
        },
      ),
    );
  });
});

describe('formatAccountName', () => {
  it('prefers the name and falls back to the address', () => {
    expect(formatAccountName('0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045', 'vitalik.eth')).toBe(
      'vitalik.eth',
    );
    expect(formatAccountName('0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045', null)).toBe('0xd8…6045');
  });
});
