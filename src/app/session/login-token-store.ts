import { writeItem } from '@/api/storage/browser-storage';
import { LOGIN_TOKEN_KEY, readLoginToken, removeLoginToken } from '@/api/storage/login-token';

/** Read, write and remove the stored sign-in token. */
export interface LoginTokenStore {
  read(): string | undefined;
  write(token: string): void;
  remove(): void;
}

/**
 * The one loginToken store (`{ token }` under loginToken): the API client's bearer token and
 * the session machine's effects read and write the same value. Where storage refuses the write (private mode,
 * quota), the token is kept in memory, so the session still works for as long as the page lives.
 */
export function createLoginTokenStore(): LoginTokenStore {
  let unstored: string | undefined;
  return {
    read: () => readLoginToken() ?? unstored,
    write: (token) => {
      const stuck = writeItem(LOGIN_TOKEN_KEY, JSON.stringify({ token }));
      unstored = stuck ? undefined : token;
    },
    remove: () => {
      unstored = undefined;
      removeLoginToken();
    },
  };
}
