import type { StoredLoginToken } from '@/domain/server-clock';
import { LOGIN_TOKEN_KEY, readStoredLoginToken, removeLoginToken, writeLoginToken } from './login-token';

/** Read, write, remove and watch the stored sign-in token; only the session's effects write or remove it. */
export interface LoginTokenStore {
  read(): string | undefined;
  /** The token with the server-minus-local clock offset measured when it arrived, or null. */
  readStored(): StoredLoginToken | null;
  /** The stored token's clock offset (null: unknown, or no token). */
  clockOffsetMs(): number | null;
  /** Stores a token that just arrived, with the clock offset its `iat` gave at that moment. */
  write(token: string, clockOffsetMs: number | null): void;
  remove(): void;
  /**
   * Calls `listener` with the token and its clock offset (or null) after another tab changed it (storage events):
   * this page's changes are the session's own, so it is not told about them. Returns how to stop.
   */
  watch(listener: (stored: StoredLoginToken | null) => void): () => void;
}

/**
 * The one loginToken store (`{ token, clockOffsetMs }` under loginToken): the session machine's effects write it,
 * the API client reads its bearer token from it. Where storage refuses the write (private mode, quota), the token
 * is kept in memory, so the session still works for as long as the page lives.
 */
export function createLoginTokenStore(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> | undefined = globalThis.window,
): LoginTokenStore {
  let unstored: StoredLoginToken | null = null;
  const readStored = () => readStoredLoginToken() ?? unstored;
  return {
    read: () => readStored()?.token,
    readStored,
    clockOffsetMs: () => readStored()?.clockOffsetMs ?? null,
    write: (token, clockOffsetMs) => {
      const stuck = writeLoginToken({ token, clockOffsetMs });
      unstored = stuck ? null : { token, clockOffsetMs };
    },
    remove: () => {
      unstored = null;
      removeLoginToken();
    },
    watch: (listener) => {
      // key null: another tab cleared the whole storage.
      const onStorage = (event: StorageEvent) => {
        if (event.key === LOGIN_TOKEN_KEY || event.key === null) listener(readStored());
      };
      target?.addEventListener('storage', onStorage);
      return () => target?.removeEventListener('storage', onStorage);
    },
  };
}
