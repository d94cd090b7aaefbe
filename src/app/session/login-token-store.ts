import { writeItem } from '@/api/storage/browser-storage';
import { LOGIN_TOKEN_KEY, readLoginToken, removeLoginToken } from '@/api/storage/login-token';

/** Read, write, remove and watch the stored sign-in token. */
export interface LoginTokenStore {
  read(): string | undefined;
  write(token: string): void;
  remove(): void;
  /**
   * Calls `listener` with the token (or null) after every change: this page's writes (a refreshed token from the
   * API client, a sign-in, a sign-out) and other tabs' (storage events). Returns how to stop.
   */
  watch(listener: (token: string | null) => void): () => void;
}

/**
 * The one loginToken store (`{ token }` under loginToken): the API client's bearer token and
 * the session machine's effects read and write the same value. Where storage refuses the write (private mode,
 * quota), the token is kept in memory, so the session still works for as long as the page lives.
 */
export function createLoginTokenStore(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> | undefined = globalThis.window,
): LoginTokenStore {
  let unstored: string | undefined;
  const listeners = new Set<(token: string | null) => void>();
  const read = () => readLoginToken() ?? unstored;
  const changed = () => {
    const token = read() ?? null;
    for (const listener of [...listeners]) listener(token);
  };
  return {
    read,
    write: (token) => {
      const stuck = writeItem(LOGIN_TOKEN_KEY, JSON.stringify({ token }));
      unstored = stuck ? undefined : token;
      changed();
    },
    remove: () => {
      unstored = undefined;
      removeLoginToken();
      changed();
    },
    watch: (listener) => {
      // key null: another tab cleared the whole storage.
      const onStorage = (event: StorageEvent) => {
        if (event.key === LOGIN_TOKEN_KEY || event.key === null) changed();
      };
      listeners.add(listener);
      target?.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        target?.removeEventListener('storage', onStorage);
      };
    },
  };
}
