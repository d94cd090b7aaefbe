import { paths } from './paths';

const RETURN_PARAM = 'from';

/**
 * The page to go back to after signing in again, or null: only a path of this site (never another origin, a
 * protocol-relative `//host`, a `/\host` some browsers read as one, or /dgridpass itself), so the parameter can
 * never become an open redirect. Checked after normalising, since dot segments can make `//host` of a path
 * that did not start with it (`/..//evil.example` is `//evil.example`): the result has exactly one leading
 * slash and no encoded slash or backslash a later decoding could turn into one.
 */
export function safeReturnPath(
  from: string | null | undefined,
  origin = 'http://app.invalid',
): string | null {
  if (!from?.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return null;
  let url: URL;
  try {
    url = new URL(from, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.pathname === paths.pass) return null;
  if (!/^\/(?![/\\])/.test(url.pathname) || /%(2f|5c)/i.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Where the shell sends the browser after a 401 (docs/api-contract.md, section 3), so the pass page can say why
 * and, once signed in again, return to the page the user was on.
 */
export function passPathAfterUnauthorized(from?: string): string {
  const search = new URLSearchParams({ session: 'ended' });
  const back = safeReturnPath(from);
  if (back) search.set(RETURN_PARAM, back);
  return `${paths.pass}?${search.toString()}`;
}

/** The safe return path a /dgridpass URL's search carries, or null. */
export function returnPathFromSearch(search: string): string | null {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM));
}
