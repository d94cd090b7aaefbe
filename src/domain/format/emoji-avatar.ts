export interface EmojiAvatar {
  emoji: string;
  color: string;
}

/** The 35 fallback avatars, in the order the hash indexes them (docs/wallet-behaviour.md, section 9). */
export const EMOJI_AVATARS: readonly EmojiAvatar[] = [
  { emoji: '🌶', color: '#FC5C54' },
  { emoji: '🤑', color: '#FFD95A' },
  { emoji: '🐙', color: '#E95D72' },
  { emoji: '🫐', color: '#6A87C8' },
  { emoji: '🐳', color: '#5FD0F3' },
  { emoji: '🤶', color: '#FC5C54' },
  { emoji: '🌲', color: '#75C06B' },
  { emoji: '🌞', color: '#FFDD86' },
  { emoji: '🐒', color: '#5FC6D4' },
  { emoji: '🐵', color: '#FF949A' },
  { emoji: '🦊', color: '#FF8024' },
  { emoji: '🐼', color: '#9BA1A4' },
  { emoji: '🦄', color: '#EC66FF' },
  { emoji: '🐷', color: '#FF8CBC' },
  { emoji: '🐧', color: '#FF9A23' },
  { emoji: '🦩', color: '#FF949A' },
  { emoji: '👽', color: '#C5DADB' },
  { emoji: '🎈', color: '#FC5C54' },
  { emoji: '🍉', color: '#FF949A' },
  { emoji: '🎉', color: '#FFD95A' },
  { emoji: '🐲', color: '#A8CE63' },
  { emoji: '🌎', color: '#71ABFF' },
  { emoji: '🍊', color: '#FFE279' },
  { emoji: '🐭', color: '#B6B1B6' },
  { emoji: '🍣', color: '#FF6780' },
  { emoji: '🐥', color: '#FFD95A' },
  { emoji: '👾', color: '#A575FF' },
  { emoji: '🥦', color: '#A8CE63' },
  { emoji: '👹', color: '#FC5C54' },
  { emoji: '🙀', color: '#FFE279' },
  { emoji: '⛱', color: '#5FD0F3' },
  { emoji: '⛵\uFE0F', color: '#4D82FF' },
  { emoji: '🥳', color: '#FFE279' },
  { emoji: '🤯', color: '#FF949A' },
  { emoji: '🤠', color: '#FFB35A' },
];

/** What the reference kit shows for input that is not a string: the first avatar (the empty string's). */
const DEFAULT_EMOJI_AVATAR: EmojiAvatar = { emoji: '🌶', color: '#FC5C54' };

/** Java's String.hashCode: h = h * 31 + code unit, kept to a signed 32-bit integer. */
export function hashString(value: string): number {
  let hash = 0;
  for (let index = 0; index < value.length; index += 1) {
    hash = (Math.imul(hash, 31) + value.charCodeAt(index)) | 0;
  }
  return hash;
}

/**
 * The fallback avatar for an address: the hash of the lower-cased address picks one of the 35, the same in any
 * case. Like the reference kit, any string is hashed as given, and anything else (a missing address, a number)
 * counts as the empty string, whose hash 0 picks the first avatar: it never throws.
 */
export function emojiAvatarFor(address: unknown): EmojiAvatar {
  const text = typeof address === 'string' ? address : '';
  const index = Math.abs(hashString(text.toLowerCase()) % EMOJI_AVATARS.length);
  // The remainder is always inside the table; the fallback only satisfies the index type.
  return EMOJI_AVATARS[index] ?? DEFAULT_EMOJI_AVATAR;
}
