import * as z from 'zod/mini';
import { isClockOffset, type StoredLoginToken } from '@/domain/server-clock';
import type { ReadLoginTokenOutput } from '@/machines/session/session.machine';
import { defaultStorage, readItem, readJson, removeItem, writeItem } from './browser-storage';

/**
 * The key and shape of docs/wallet-behaviour.md section 8: loginToken holding { token }, here with the
 * server-minus-local clock offset measured when the token arrived next to it (src/domain/server-clock.ts).
 */
export const LOGIN_TOKEN_KEY = 'loginToken';

const loginTokenSchema = z.object({ token: z.string().check(z.minLength(1)) });

/**
 * The stored token and its clock offset, or null. A value that is not { token: non-empty string } is removed and
 * reads as absent; an offset that is not a finite number reads as unknown (the token stays).
 */
export function readStoredLoginToken(storage = defaultStorage()): ReadLoginTokenOutput {
  if (readItem(LOGIN_TOKEN_KEY, storage) === null) return null;
  const value = readJson(LOGIN_TOKEN_KEY, storage);
  const parsed = z.safeParse(loginTokenSchema, value);
  if (!parsed.success) {
    removeItem(LOGIN_TOKEN_KEY, storage);
    return null;
  }
  const offset = (value as { clockOffsetMs?: unknown }).clockOffsetMs;
  return { token: parsed.data.token, clockOffsetMs: isClockOffset(offset) ? offset : null };
}

/** The stored token alone, or null. */
export function readLoginToken(storage = defaultStorage()): string | null {
  return readStoredLoginToken(storage)?.token ?? null;
}

/** Stores a token (with the clock offset measured when it arrived, when known). Returns whether storage took it. */
export function writeLoginToken(token: string | StoredLoginToken, storage = defaultStorage()): boolean {
  const stored = typeof token === 'string' ? { token, clockOffsetMs: null } : token;
  const value = stored.clockOffsetMs === null ? { token: stored.token } : stored;
  return writeItem(LOGIN_TOKEN_KEY, JSON.stringify(value), storage);
}

export function removeLoginToken(storage = defaultStorage()): void {
  removeItem(LOGIN_TOKEN_KEY, storage);
}

/** The same functions as one object, the shape the API client takes. */
export const loginTokenStore = {
  read: (): string | undefined => readLoginToken() ?? undefined,
  clockOffsetMs: (): number | null => readStoredLoginToken()?.clockOffsetMs ?? null,
  write: (token: string, clockOffsetMs: number | null): void => {
    writeLoginToken({ token, clockOffsetMs });
  },
  remove: (): void => removeLoginToken(),
};
