import { describe, expect, it, vi } from 'vitest';
import { site } from '@/config/site';
import { createAppApiClient } from './app-api-client';
import { loginTokenKey } from './login-token';
import { getMe } from './me/get-me';

describe('createAppApiClient', () => {
  it('default: calls the configured API host (same origin by default) with the token in localStorage', async () => {
    localStorage.setItem(loginTokenKey, JSON.stringify({ token: 'jwt-7' }));
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) =>
      Response.json({ code: 401, error: 'expired', data: null }, { status: 401 }),
    );
    const onUnauthorized = vi.fn();
    const client = createAppApiClient({ fetch, onUnauthorized, notify: vi.fn() });
    await expect(getMe(client)).rejects.toMatchObject({ status: 401 });
    expect(site.apiHost).toBe('');
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/v1/me');
    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).get('authorization')).toBe('Bearer jwt-7');
    expect(localStorage.getItem(loginTokenKey)).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
