import { describe, expect, it } from 'vitest';
import { passPathAfterUnauthorized, returnPathFromSearch, safeReturnPath } from './pass-path';

describe('the way back from /dgridpass after a 401', () => {
  it('carries the page the user was on, its search and hash included', () => {
    const path = passPathAfterUnauthorized('/app/purchase?amount=5#pay');
    expect(path).toBe('/dgridpass?session=ended&from=%2Fapp%2Fpurchase%3Famount%3D5%23pay');
    expect(returnPathFromSearch(path.slice(path.indexOf('?')))).toBe('/app/purchase?amount=5#pay');
  });

  it.each([
    ['another origin', 'https://evil.example/app'],
    ['a protocol-relative host', '//evil.example/app'],
    ['a backslash host', '/\\evil.example/app'],
    ['a tab hiding a host', '/\t/evil.example'],
    ['a script URL', 'javascript:alert(1)'],
    ['a relative path', 'app/mining'],
    ['the pass page itself', '/dgridpass?session=ended'],
    ['nothing', ''],
    ['a host made by dot segments', '/..//evil.example/x'],
    ['a host made by a dot segment and a backslash', '/../\\evil.example/x'],
    ['a backslash host, short', '/\\evil'],
    ['encoded slashes', '/%2F%2Fevil'],
    ['an encoded backslash', '/%5C%5Cevil'],
    ['a protocol-relative host, short', '//evil'],
  ])('never returns to %s', (_, from) => {
    expect(safeReturnPath(from)).toBeNull();
    expect(passPathAfterUnauthorized(from)).toBe('/dgridpass?session=ended');
    expect(returnPathFromSearch(`?session=ended&from=${encodeURIComponent(from)}`)).toBeNull();
  });

  it('normalises dot segments to a path of this site', () => {
    expect(safeReturnPath('/../x')).toBe('/x');
    expect(safeReturnPath('/app/../app/mining?tab=1')).toBe('/app/mining?tab=1');
  });
});
