import { afterEach, describe, expect, it } from 'vitest';
import { LOGIN_TOKEN_KEY } from '@/api/storage/login-token';
import type { StoredLoginToken } from '@/domain/server-clock';
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
  it("does not report this page's own writes and removals: they are the session's, which knows them", () => {
    const store = createLoginTokenStore();
    const seen: (StoredLoginToken | null)[] = [];
    const stop = store.watch((stored) => seen.push(stored));
    store.write('jwt-2', -7_200_000);
    expect(store.readStored()).toEqual({ token: 'jwt-2', clockOffsetMs: -7_200_000 });
    store.remove();
    stop();
    expect(store.readStored()).toBeNull();
    expect(seen).toEqual([]);
  });

  it("reports another tab's sign-in, sign-out and clearing of storage, and ignores other keys", () => {
    const store = createLoginTokenStore();
    const seen: (string | null)[] = [];
    const stop = store.watch((stored) => seen.push(stored?.token ?? null));
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

  it('hands on the clock offset another tab measured when its token arrived; a bad offset reads as unknown', () => {
    const store = createLoginTokenStore();
    const seen: (StoredLoginToken | null)[] = [];
    const stop = store.watch((stored) => seen.push(stored));
    otherTabWrites(LOGIN_TOKEN_KEY, JSON.stringify({ token: 'from-tab-a', clockOffsetMs: 3_600_000 }));
    otherTabWrites(LOGIN_TOKEN_KEY, JSON.stringify({ token: 'from-tab-b', clockOffsetMs: 'soon' }));
    stop();
    expect(seen).toEqual([
      { token: 'from-tab-a', clockOffsetMs: 3_600_000 },
      { token: 'from-tab-b', clockOffsetMs: null },
    ]);
  });
});
