import { afterEach, describe, expect, it } from 'vitest';
import { LOGIN_TOKEN_KEY } from '@/api/storage/login-token';
import { createLoginTokenStore } from './login-token-store';

afterEach(() => localStorage.clear());

/** What the browser fires in this tab when another tab changes localStorage. */
function otherTabWrites(key: string | null, value: string | null) {
  if (key !== null) {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } else localStorage.clear();
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));
}

describe('loginToken store: watching changes', () => {
  it("reports this page's writes and removals (a refreshed token from the API client)", () => {
    const store = createLoginTokenStore();
    const seen: (string | null)[] = [];
    const stop = store.watch((token) => seen.push(token));
    store.write('jwt-2');
    store.remove();
    stop();
    store.write('jwt-3');
    expect(seen).toEqual(['jwt-2', null]);
  });

  it("reports another tab's sign-in, sign-out and clearing of storage, and ignores other keys", () => {
    const store = createLoginTokenStore();
    const seen: (string | null)[] = [];
    const stop = store.watch((token) => seen.push(token));
    otherTabWrites(LOGIN_TOKEN_KEY, JSON.stringify({ token: 'from-tab-a' }));
    otherTabWrites('transactions', '{}');
    otherTabWrites(LOGIN_TOKEN_KEY, null);
    otherTabWrites(LOGIN_TOKEN_KEY, JSON.stringify({ token: 'again' }));
    otherTabWrites(null, null);
    // A value another tab wrote that is not { token } reads as signed out, never as a token.
    otherTabWrites(LOGIN_TOKEN_KEY, '{"token": 42}');
    stop();
    otherTabWrites(LOGIN_TOKEN_KEY, JSON.stringify({ token: 'after-stop' }));
    expect(seen).toEqual(['from-tab-a', null, 'again', null, null]);
  });
});
