/** localStorage key of the sign-in token, stored as `{ "token": "<jwt>" }` (spec.md: loginToken). */
export const loginTokenKey = 'loginToken';

/** Read, write and remove the stored token; the API client, the session machine's actors and tests share it. */
export type LoginTokenStore = {
  read(): string | undefined;
  write(token: string): void;
  remove(): void;
};

function parseToken(raw: string | null): string | undefined {
  if (raw === null) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value === 'object' && value !== null && 'token' in value) {
      const { token } = value;
      if (typeof token === 'string' && token !== '') return token;
    }
  } catch {
    // Corrupt data is no token: the user signs in again instead of the app crashing.
  }
  return undefined;
}

/**
 * The store over a Storage (localStorage by default). Storage that throws (blocked cookies, private mode)
 * behaves as empty.
 */
export function createLoginTokenStore(
  storage: () => Storage = () => globalThis.localStorage,
): LoginTokenStore {
  return {
    read: () => {
      try {
        return parseToken(storage().getItem(loginTokenKey));
      } catch {
        return undefined;
      }
    },
    write: (token) => {
      try {
        storage().setItem(loginTokenKey, JSON.stringify({ token }));
      } catch {
        // Without storage the session lasts only as long as the page; nothing else to do.
      }
    },
    remove: () => {
      try {
        storage().removeItem(loginTokenKey);
      } catch {
        // Nothing stored, nothing to remove.
      }
    },
  };
}
