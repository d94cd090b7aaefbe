import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMOJI_AVATARS, emojiAvatarFor, hashString } from './emoji-avatar';

describe('emojiAvatarFor', () => {
  it.each([
    ['0xDE7F309DE0F69C49E7C065BB4AE6DFFE0F5E32F4', '🐭', '#B6B1B6'],
    ['0xDEc7420D9b155E35a458236215fE8C617d6499F8', '🐲', '#A8CE63'],
    ['0xad7fFe8769843B4C6126C81D06555cE501ed85Df', '🤑', '#FFD95A'],
    ['0x5c8b0C466680158a82fdd9dcCDE04901D662B5c3', '🦄', '#EC66FF'],
    ['0x0000000000000000000000000000000000000000', '🐥', '#FFD95A'],
    ['0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045', '🐲', '#A8CE63'],
    ['0xd8da6bf26964af9d7eed9e03e53415d37aa96045', '🐲', '#A8CE63'],
  ])('reference vector %s → %s %s', (address, emoji, color) => {
    expect(emojiAvatarFor(address)).toEqual({ emoji, color });
  });

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['a number', 42],
    ['an object', { address: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045' }],
    ['the empty string', ''],
  ])('gives the kit default (🌶 #FC5C54) for %s, without throwing', (_, input) => {
    expect(emojiAvatarFor(input)).toEqual({ emoji: '🌶', color: '#FC5C54' });
    expect(emojiAvatarFor(input)).toEqual(EMOJI_AVATARS[0]);
  });

  it('hashes any other string as the kit does, address or not', () => {
    // hashString('hello') = 99162322, and 99162322 % 35 = 7.
    expect(emojiAvatarFor('HELLO')).toEqual(EMOJI_AVATARS[7]);
    expect(emojiAvatarFor('vitalik.eth')).toEqual(EMOJI_AVATARS[Math.abs(hashString('vitalik.eth') % 35)]);
  });

  it('has 35 avatars built from 23 colours', () => {
    expect(EMOJI_AVATARS).toHaveLength(35);
    expect(new Set(EMOJI_AVATARS.map(({ color }) => color)).size).toBe(23);
  });

  it('hashes like Java String.hashCode, wrapping to a signed 32-bit integer', () => {
    expect(hashString('')).toBe(0);
    expect(hashString('a')).toBe(97);
    expect(hashString('hello')).toBe(99162322);
    expect(hashString('polygenelubricants')).toBe(-2147483648);
  });

  it('behavior: the avatar does not depend on the address case and is always one of the 35', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 20, maxLength: 20 }),
        fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }),
        (bytes, upper) => {
          const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
          const mixed = Array.from(hex, (char, i) => (upper[i] ? char.toUpperCase() : char)).join('');
          const avatar = emojiAvatarFor(`0x${hex}`);
          expect(EMOJI_AVATARS).toContainEqual(avatar);
          expect(emojiAvatarFor(`0x${mixed}`)).toEqual(avatar);
        },
      ),
    );
  });

  it('behavior: matches the hash recurrence computed with BigInt arithmetic', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 64 }), (text) => {
        let exact = 0n;
        for (const unit of Array.from({ length: text.length }, (_, i) => text.charCodeAt(i)))
          exact = BigInt.asIntN(32, exact * 31n + BigInt(unit));
        expect(hashString(text)).toBe(Number(exact));
      }),
    );
  });
});
