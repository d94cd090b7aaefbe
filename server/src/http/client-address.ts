/**
 * Who is calling, for per-client limits: the connecting peer, or, when that peer is one of our own reverse
 * proxies, the address the proxies recorded in X-Forwarded-For.
 */

export interface ProxyTrust {
  /** At most this many X-Forwarded-For entries are read, from the right; 0 ignores the header. */
  hops: number;
  /** Addresses and CIDR ranges (IPv4, IPv6) of the proxies in front: only they are believed. */
  trusted: readonly string[];
}

/**
 * The function that names the client's network for a connection from `peer` carrying `forwardedFor`. The
 * header is read only when the peer is a trusted proxy; it is walked from the right, each trusted proxy's
 * entry skipped, and the first entry that is not a trusted proxy is the client (the entries left of it are
 * whatever the client sent, so they are never read), at most `hops` entries deep. An entry that is no IP
 * address stops the walk at the last good one. A client connecting directly, however it fills the header,
 * is counted by its own address.
 */
export function clientNetworkKey(proxies: ProxyTrust) {
  const ranges = proxies.trusted.map((entry) => {
    const range = parseCidr(entry);
    if (!range) throw new Error(`not an IP address or CIDR range: ${entry}`);
    return range;
  });
  const isTrusted = (bytes: number[]) => ranges.some((range) => inRange(bytes, range));
  return (peer: string | undefined, forwardedFor: string | undefined): string => {
    let client = ipBytes(peer ?? '');
    if (!client) return 'unknown';
    if (proxies.hops > 0 && isTrusted(client)) {
      const entries = (forwardedFor ?? '').split(',').reverse();
      for (const entry of entries.slice(0, proxies.hops)) {
        const hop = ipBytes(entry);
        if (!hop) break;
        client = hop;
        if (!isTrusted(hop)) break;
      }
    }
    return keyOf(client);
  };
}

/** Whether `text` is an IPv4 or IPv6 address, or one with a /prefix, as TRUSTED_PROXIES takes them. */
export function isCidr(text: string): boolean {
  return parseCidr(text) !== undefined;
}

type Range = { bytes: number[]; prefix: number };

function parseCidr(text: string): Range | undefined {
  const [ip = '', prefix, extra] = text.trim().split('/');
  if (extra !== undefined) return undefined;
  const bytes = ipBytes(ip);
  if (!bytes || (prefix !== undefined && !/^\d{1,3}$/.test(prefix))) return undefined;
  const bits = prefix === undefined ? bytes.length * 8 : Number(prefix);
  return bits <= bytes.length * 8 ? { bytes, prefix: bits } : undefined;
}

function inRange(bytes: number[], range: Range): boolean {
  if (bytes.length !== range.bytes.length) return false;
  for (let bit = 0; bit < range.prefix; bit += 8) {
    const mask = 0xff & (0xff << (8 - Math.min(8, range.prefix - bit)));
    const index = bit / 8;
    if (((bytes[index] ?? 0) & mask) !== ((range.bytes[index] ?? 0) & mask)) return false;
  }
  return true;
}

/** An IPv4 address as it is, an IPv6 one as its /64 prefix (the block one subscriber usually holds). */
function keyOf(bytes: number[]): string {
  if (bytes.length === 4) return bytes.join('.');
  const groups = [0, 2, 4, 6].map((i) => (((bytes[i] ?? 0) << 8) | (bytes[i + 1] ?? 0)).toString(16));
  return `${groups.join(':')}::/64`;
}

/** The client's network key for one address text; undefined when `raw` is no IP address. */
export function networkKey(raw: string): string | undefined {
  const bytes = ipBytes(raw);
  return bytes && keyOf(bytes);
}

/**
 * The bytes of an address as sockets and proxies write it: IPv4 (4 bytes), IPv6 (16; `::`, a zone, brackets
 * and a port allowed), an IPv4-mapped IPv6 address as its IPv4 bytes. Undefined when it is none.
 */
function ipBytes(raw: string): number[] | undefined {
  let ip = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(ip);
  if (bracketed?.[1]) ip = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(ip)) ip = ip.slice(0, ip.lastIndexOf(':'));
  ip = ip.replace(/%.*$/, '').toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(ip);
  if (mapped?.[1]) ip = mapped[1];
  const v4 = ipv4Bytes(ip);
  if (v4) return v4;
  const groups = ipv6Groups(ip);
  return groups?.flatMap((group) => [group >> 8, group & 0xff]);
}

function ipv4Bytes(ip: string): number[] | undefined {
  const parts = ip.split('.');
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255)) return undefined;
  return parts.map(Number);
}

/** The eight 16-bit groups of an IPv6 address (with `::` and a trailing IPv4 part), or undefined. */
function ipv6Groups(ip: string): number[] | undefined {
  if (!/^[0-9a-f:.]+$/.test(ip) || ip.split('::').length > 2) return undefined;
  const parse = (part: string): number[] | undefined => {
    if (part === '') return [];
    const out: number[] = [];
    for (const group of part.split(':')) {
      const v4 = ipv4Bytes(group);
      if (v4) out.push(((v4[0] ?? 0) << 8) | (v4[1] ?? 0), ((v4[2] ?? 0) << 8) | (v4[3] ?? 0));
      else if (/^[0-9a-f]{1,4}$/.test(group)) out.push(Number.parseInt(group, 16));
      else return undefined;
    }
    return out;
  };
  const [head = '', tail] = ip.split('::');
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  if (!left || !right) return undefined;
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return undefined;
  return [...left, ...new Array<number>(tail === undefined ? 0 : missing).fill(0), ...right];
}

const LOOPBACK = ['127.0.0.0/8', '::1/128'].map((range) => parseCidr(range) as Range);

/** Whether a host a server binds to is this machine alone: `localhost`, 127.0.0.0/8 or ::1. */
export function isLoopbackHost(host: string): boolean {
  if (host.trim().toLowerCase() === 'localhost') return true;
  const bytes = ipBytes(host);
  return bytes !== undefined && LOOPBACK.some((range) => inRange(bytes, range));
}
