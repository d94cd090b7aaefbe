import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  type FetchProfileInput,
  type SessionProfile,
  sessionMachine,
} from '@/machines/session/session.machine';
import type { KeyValueStorage } from './browser-storage';
import {
  LOGIN_TOKEN_KEY,
  readLoginToken,
  readStoredLoginToken,
  removeLoginToken,
  writeLoginToken,
} from './login-token';

const throwingStorage: KeyValueStorage = {
  getItem: () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('Quota exceeded', 'QuotaExceededError');
  },
  removeItem: () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
};

describe('login token storage', () => {
  it('keeps { token } under loginToken', () => {
    writeLoginToken('eyJhbGciOiJFUzI1NiJ9.payload.signature');
    expect(JSON.parse(localStorage.getItem('loginToken') ?? '')).toEqual({
      token: 'eyJhbGciOiJFUzI1NiJ9.payload.signature',
    });
    expect(readLoginToken()).toBe('eyJhbGciOiJFUzI1NiJ9.payload.signature');
    removeLoginToken();
    expect(localStorage.getItem(LOGIN_TOKEN_KEY)).toBeNull();
    expect(readLoginToken()).toBeNull();
  });

  it('keeps the clock offset measured when the token arrived next to it; a bad offset reads as unknown', () => {
    writeLoginToken({ token: 'jwt-1', clockOffsetMs: -7_200_000 });
    expect(JSON.parse(localStorage.getItem(LOGIN_TOKEN_KEY) ?? '')).toEqual({
      token: 'jwt-1',
      clockOffsetMs: -7_200_000,
    });
    expect(readStoredLoginToken()).toEqual({ token: 'jwt-1', clockOffsetMs: -7_200_000 });
    localStorage.setItem(LOGIN_TOKEN_KEY, '{"token":"jwt-2","clockOffsetMs":"ahead"}');
    expect(readStoredLoginToken()).toEqual({ token: 'jwt-2', clockOffsetMs: null });
    expect(readLoginToken()).toBe('jwt-2');
  });

  it.each([
    ['not JSON', '{token:'],
    ['a bare string', '"eyJ..."'],
    ['no token field', '{"jwt":"abc"}'],
    ['an empty token', '{"token":""}'],
    ['a token that is not a string', '{"token":42}'],
    ['null', 'null'],
  ])('treats %s as absent and removes it', (_, raw) => {
    localStorage.setItem(LOGIN_TOKEN_KEY, raw);
    expect(readLoginToken()).toBeNull();
    expect(localStorage.getItem(LOGIN_TOKEN_KEY)).toBeNull();
  });

  it('reads as signed out, without throwing, when storage is unavailable', () => {
    expect(readLoginToken(throwingStorage)).toBeNull();
    expect(() => writeLoginToken('t', throwingStorage)).not.toThrow();
    expect(() => removeLoginToken(throwingStorage)).not.toThrow();
    expect(readLoginToken(null)).toBeNull();
  });

  it('starts the session signed out from a corrupt value, and signed in from a valid one', async () => {
    const start = () =>
      createActor(
        sessionMachine.provide({
          actors: {
            readLoginToken: fromPromise(async () => readStoredLoginToken()),
            fetchProfile: fromPromise<SessionProfile, FetchProfileInput>(() => new Promise(() => undefined)),
          },
        }),
      ).start();
    localStorage.setItem(LOGIN_TOKEN_KEY, '{"token":');
    const corrupt = start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(corrupt.getSnapshot().value).toBe('signedOut');

    writeLoginToken('valid-token');
    const valid = start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(valid.getSnapshot().context.token).toBe('valid-token');
  });
});
