/** Names up to this many characters are shown whole (docs/wallet-behaviour.md, section 9). */
const ADDRESS_KEEP_MAX = 8;
const ADDRESS_EDGE = 4;
/** Name labels longer than this are cut (docs/wallet-behaviour.md, section 9). */
const NAME_LABEL_MAX = 24;

/**
 * `0x1234…cdef`: the first 4 and the last 4 characters (the `0x` counts) around a single ellipsis; strings of
 * 8 characters or fewer are returned unchanged. Counts code points so no emoji is ever cut in half.
 */
export function shortenAddress(address: string): string {
  const chars = Array.from(address);
  if (chars.length <= ADDRESS_KEEP_MAX) return address;
  return `${chars.slice(0, ADDRESS_EDGE).join('')}…${chars.slice(-ADDRESS_EDGE).join('')}`;
}

/**
 * An ENS-style name whose label (everything before the last dot) is longer than 24 characters becomes the first
 * 24 characters plus `...`, without the top-level domain; any other name is returned unchanged.
 */
export function shortenName(name: string): string {
  const lastDot = name.lastIndexOf('.');
  if (lastDot < 0) return name;
  const label = Array.from(name.slice(0, lastDot));
  if (label.length <= NAME_LABEL_MAX) return name;
  return `${label.slice(0, NAME_LABEL_MAX).join('')}...`;
}

/** What the account button and modal show: the shortened name when there is one, else the shortened address. */
export function formatAccountName(address: string, name?: string | null): string {
  return name ? shortenName(name) : shortenAddress(address);
}
