import { describe, expect, it } from 'vitest';
import { createLoginTokenStore, loginTokenKey } from './login-token';

describe('createLoginTokenStore', () => {
  it('default: writes `{ token }` JSON under loginToken and reads it back', () => {
    const store = createLoginTokenStore();
    store.write('jwt-9');
    expect(JSON.parse(localStorage.getItem(loginTokenKey) ?? 'null')).toEqual({ token: 'jwt-9' });
    expect(store.read()).toBe('jwt-9');
    store.remove();
    expect(store.read()).toBeUndefined();
  });

  it.each(['not json', '{"token":5}', '{"token":""}', '"jwt"', 'null'])(
    'behavior: corrupt value %s reads as no token',
    (raw) => {
      localStorage.setItem(loginTokenKey, raw);
      expect(createLoginTokenStore().read()).toBeUndefined();
    },
  );

  it('behavior: storage that throws reads as empty and never crashes', () => {
    const broken = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    const store = createLoginTokenStore(broken);
    expect(store.read()).toBeUndefined();
    expect(() => store.write('x')).not.toThrow();
    expect(() => store.remove()).not.toThrow();
  });
});
