import type { Writable } from 'node:stream';

/** Parts of a URL this short (`v3`, `bsc`) stay readable where they appear alone; the whole path never does. */
const MIN_PART_LENGTH = 6;
const MASK = '***';

/** The forms a piece of text takes in a log line: as is, URL-decoded, and escaped inside a JSON string. */
function forms(text: string): string[] {
  const all = new Set([text]);
  try {
    all.add(decodeURIComponent(text));
  } catch {}
  for (const form of [...all]) all.add(JSON.stringify(form).slice(1, -1));
  return [...all];
}

/** What to replace for one configured URL, longest first: the URL, its path and query, then their pieces. */
function urlReplacements(raw: string): [string, string][] {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return raw.length >= MIN_PART_LENGTH ? [[raw, MASK]] : [];
  }
  const origin = `${url.protocol}//${url.host}`;
  const shown = `${origin}/${MASK}`;
  const pairs: [string, string][] = [];
  const tail = `${url.pathname}${url.search}${url.hash}`;
  const hasTail = tail !== '/' && tail !== '';
  const hasUser = url.username !== '' || url.password !== '';
  if (hasTail || hasUser) {
    for (const whole of new Set([raw, url.href, raw.replace(/\/$/, '')])) pairs.push([whole, shown]);
  }
  if (hasTail) {
    for (const piece of [tail, `${url.pathname}${url.search}`, url.pathname, url.search])
      if (piece.length > 1) pairs.push([piece, `/${MASK}`]);
    const parts = [
      ...url.pathname.split('/'),
      ...[...url.searchParams].flatMap(([name, value]) => [`${name}=${value}`, value]),
      url.search.slice(1),
      url.hash.slice(1),
    ];
    for (const part of parts) if (part.length >= MIN_PART_LENGTH) pairs.push([part, MASK]);
  }
  for (const credential of [url.username, url.password])
    if (credential.length >= 3) pairs.push([credential, MASK]);
  return pairs;
}

/**
 * A function that takes out of any text every part of the configured URLs beyond their host (RPC providers
 * put API keys in the path or the query: https://host/v3/<key>?apikey=<key>), in every form it can take in a
 * log line (raw, decoded, JSON-escaped), and the given secrets. viem's errors quote the URL in their message,
 * details, shortMessage, metaMessages and causes, and a failing node may echo the path in its body: applied
 * to whole log lines, it catches them all without knowing where they come from.
 */
export function secretRedactor(
  urls: readonly (string | undefined)[],
  secrets: readonly (string | undefined)[] = [],
): (text: string) => string {
  const pairs: [string, string][] = [];
  for (const url of urls) if (url) pairs.push(...urlReplacements(url));
  for (const secret of secrets) if (secret && secret.length >= 8) pairs.push([secret, MASK]);
  const expanded = pairs.flatMap(([needle, replacement]) =>
    forms(needle).map((form): [string, string] => [form, replacement]),
  );
  expanded.sort((a, b) => b[0].length - a[0].length);
  const needles = expanded.filter(([needle]) => needle.length > 0);
  if (needles.length === 0) return (text) => text;
  return (text) => {
    let out = text;
    for (const [needle, replacement] of needles)
      if (out.includes(needle)) out = out.split(needle).join(replacement);
    return out;
  };
}

/** A destination for pino that writes each line to `target` (stdout) after `redact`. */
export function redactingStream(target: Writable, redact: (text: string) => string) {
  return { write: (line: string) => target.write(redact(line)) };
}
