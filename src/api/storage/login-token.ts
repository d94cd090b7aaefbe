import * as z from 'zod/mini';
import type { ReadLoginTokenOutput } from '@/machines/session.machine';
import { defaultStorage, readItem, readJson, removeItem, writeItem } from './browser-storage';

/** The key and shape of docs/wallet-behaviour.md section 8: loginToken holding { token }. */
export const LOGIN_TOKEN_KEY = 'loginToken';

const loginTokenSchema = z.object({ token: z.string().check(z.minLength(1)) });

/** The stored token, or null. A value that is not { token: non-empty string } is removed and reads as absent. */
export function readLoginToken(storage = defaultStorage()): ReadLoginTokenOutput {
  if (readItem(LOGIN_TOKEN_KEY, storage) === null) return null;
  const parsed = z.safeParse(loginTokenSchema, readJson(LOGIN_TOKEN_KEY, storage));
  if (parsed.success) return parsed.data.token;
  removeItem(LOGIN_TOKEN_KEY, storage);
  return null;
}

export function writeLoginToken(token: string, storage = defaultStorage()): void {
  writeItem(LOGIN_TOKEN_KEY, JSON.stringify({ token }), storage);
}

export function removeLoginToken(storage = defaultStorage()): void {
  removeItem(LOGIN_TOKEN_KEY, storage);
}

/** The same functions as one object, the shape the API client takes. */
export const loginTokenStore = {
  read: (): string | undefined => readLoginToken() ?? undefined,
  write: (token: string): void => writeLoginToken(token),
  remove: (): void => removeLoginToken(),
};
