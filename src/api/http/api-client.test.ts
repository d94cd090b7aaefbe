import { sessionToken } from '@test/support/session-tokens';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_TOKEN_KEY as loginTokenKey, loginTokenStore } from '../storage/login-token';
import { type ApiClient, createApiClient } from './api-client';
import { ApiError } from './api-error';
import { logout } from './auth/logout';
import { submitChallenge } from './client-user/submit-challenge';
import { getMe } from './me/get-me';
import { getMiningPools } from './public/get-mining-pools';

type Recorded = { url: string; init: RequestInit };

function json(status: number, body: unknown, statusText = ''): Response {
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'content-type': 'application/json' },
  });
}

const me = {
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  inviteCode: 'K7Q2M9',
  inviter: null,
  createdAt: '2025-05-01T08:00:00.000Z',
  pass: { holder: false, since: null },
  balance: { claimed: '0', commission: '0' },
};

function setup(respond: (call: Recorded) => Response | Promise<Response>, apiHost = '') {
  const calls: Recorded[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const call = { url, init };
    calls.push(call);
    return respond(call);
  });
  const onUnauthorized = vi.fn();
  const onTokenRefreshed = vi.fn();
  const notify = vi.fn();
  const log = vi.fn();
  const client: ApiClient = createApiClient({
    apiHost,
    fetch,
    loginToken: loginTokenStore,
    onUnauthorized,
    onTokenRefreshed,
    notify,
    log,
  });
  return { client, calls, onUnauthorized, onTokenRefreshed, notify, log };
}

/** A fetch that, like the real one, only settles when its signal aborts. */
function hangingFetch(call: Recorded): Promise<Response> {
  return new Promise((_, reject) => {
    call.init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });
}

const storeToken = () => localStorage.setItem(loginTokenKey, JSON.stringify({ token: 'jwt-1' }));

describe('createApiClient', () => {
  beforeEach(storeToken);

  it('default: reads `data` from the envelope and parses it', async () => {
    const { client, calls } = setup(() => json(200, { code: 200, data: me }));
    await expect(getMe(client)).resolves.toEqual(me);
    expect(calls[0]?.url).toBe('/api/v1/me');
  });

  it('behavior: prefixes the configured API host, without doubling slashes', async () => {
    const { client, calls } = setup(() => json(200, { code: 200, data: [] }), 'https://api.dgrid.example/');
    await getMiningPools(client);
    expect(calls[0]?.url).toBe('https://api.dgrid.example/api/v1/public/mining-pools');
  });

  it('behavior: a 401 on a signed-in call reports it once and leaves the token to the session', async () => {
    const { client, onUnauthorized, notify, log } = setup(() =>
      json(401, { code: 401, error: 'token expired', data: null }),
    );
    const error = await getMe(client).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 401, message: 'token expired', reason: 'http' });
    // Only the session writes or removes the token (issue 26): it removes it when it hears the report.
    expect(JSON.parse(localStorage.getItem(loginTokenKey) ?? '{}')).toEqual({ token: 'jwt-1' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(notify).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
  });

  it('behavior: an envelope code 401 inside HTTP 200 counts as a 401', async () => {
    const { client, onUnauthorized } = setup(() => json(200, { code: 401, error: 'no session', data: null }));
    await expect(getMe(client)).rejects.toMatchObject({ status: 200, code: 401, reason: 'envelope' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('behavior: a failed sign-in (401 on a public call) keeps the stored session and does not redirect', async () => {
    const { client, onUnauthorized } = setup(() =>
      json(401, { code: 401, error: 'bad signature', data: null }),
    );
    const call = submitChallenge(client, { address: me.address, message: 'text', signature: '0x01' });
    await expect(call).rejects.toMatchObject({ status: 401, message: 'bad signature' });
    expect(localStorage.getItem(loginTokenKey)).not.toBeNull();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('behavior: a signed-in call with an expired token is not sent: the app is asked to sign in again, no 401 rule', async () => {
    const expired = sessionToken({ session: 's1', expiresAt: Date.now() - 1 });
    localStorage.setItem(loginTokenKey, JSON.stringify({ token: expired }));
    const onSessionExpired = vi.fn();
    const onUnauthorized = vi.fn();
    const fetch = vi.fn(async () => json(200, { code: 200, data: me }));
    const client = createApiClient({
      apiHost: '',
      fetch,
      loginToken: loginTokenStore,
      onUnauthorized,
      onSessionExpired,
      notify: vi.fn(),
      log: vi.fn(),
    });
    await expect(getMe(client)).rejects.toMatchObject({ reason: 'aborted' });
    expect(fetch).not.toHaveBeenCalled();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).not.toHaveBeenCalled();
    // The token stays: another tab may still refresh it, and a sign-in replaces it.
    expect(localStorage.getItem(loginTokenKey)).not.toBeNull();
    // Public calls never carry it, so they go out as usual.
    await getMiningPools(client).catch(() => undefined);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('behavior: a refreshed token in X-Session-Token is reported with the token it replaces, not stored', async () => {
    const { client, onTokenRefreshed } = setup(
      () =>
        new Response(JSON.stringify({ code: 200, data: me }), {
          headers: { 'content-type': 'application/json', 'x-session-token': 'jwt-2' },
        }),
    );
    await getMe(client);
    // Not a JWT: no `iat`, so no clock offset.
    expect(onTokenRefreshed).toHaveBeenCalledExactlyOnceWith({
      sent: 'jwt-1',
      token: 'jwt-2',
      clockOffsetMs: null,
    });
    expect(JSON.parse(localStorage.getItem(loginTokenKey) ?? '{}')).toEqual({ token: 'jwt-1' });
  });

  it('behavior: a call without a refreshed token reports none, and a public call never does', async () => {
    const { client, onTokenRefreshed } = setup(
      () =>
        new Response(JSON.stringify({ code: 200, data: [] }), {
          headers: { 'content-type': 'application/json', 'x-session-token': 'jwt-2' },
        }),
    );
    await getMiningPools(client);
    expect(onTokenRefreshed).not.toHaveBeenCalled();
  });

  it('behavior: logout sends the given token and a 401 on it neither redirects nor touches storage', async () => {
    const { client, calls, onUnauthorized } = setup(() =>
      json(401, { code: 401, error: 'Sign in required', data: null }),
    );
    await expect(logout(client, { token: 'old-jwt' })).rejects.toMatchObject({ status: 401 });
    expect(calls[0]?.url).toBe('/api/v1/auth/logout');
    expect(calls[0]?.init.method).toBe('POST');
    expect(new Headers(calls[0]?.init.headers).get('authorization')).toBe('Bearer old-jwt');
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem(loginTokenKey) ?? '{}')).toEqual({ token: 'jwt-1' });
  });

  it('behavior: a 502 asks for the server-error toast and is not logged', async () => {
    const { client, notify, log } = setup(() => json(502, { code: 502, error: 'rpc down', data: null }));
    await expect(getMiningPools(client)).rejects.toMatchObject({ status: 502, code: 502 });
    expect(notify).toHaveBeenCalledWith('server_error');
    expect(log).not.toHaveBeenCalled();
  });

  it('behavior: a 502 page that is not JSON (a proxy) still asks for the toast', async () => {
    const { client, notify } = setup(
      () => new Response('<html>Bad Gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    await expect(getMiningPools(client)).rejects.toMatchObject({ status: 502, message: 'Bad Gateway' });
    expect(notify).toHaveBeenCalledWith('server_error');
  });

  it('behavior: a 400 rejects with the details and shows, logs and redirects nothing', async () => {
    const details = { amount: 'must be a whole number of tokens' };
    const { client, notify, log, onUnauthorized } = setup(() =>
      json(400, { code: 400, error: 'invalid body', data: null, details }),
    );
    await expect(getMe(client)).rejects.toMatchObject({ status: 400, code: 400, details });
    expect(notify).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('behavior: HTTP 200 with a code other than 200 is a failure, logged and re-thrown', async () => {
    const { client, log } = setup(() => json(200, { code: 409, error: 'too early', data: me }));
    const error = await getMe(client).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 200, code: 409, reason: 'envelope', message: 'too early' });
    expect(log).toHaveBeenCalledWith(error);
  });

  it('behavior: other statuses are logged and re-thrown as ApiError', async () => {
    const { client, log, notify } = setup(() =>
      json(500, { code: 500, error: 'internal error', data: null }),
    );
    const error = await getMiningPools(client).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500, code: 500, message: 'internal error' });
    expect(log).toHaveBeenCalledWith(error);
    expect(notify).not.toHaveBeenCalled();
  });

  it.each([
    ['an amount as a number', { ...me, balance: { claimed: 5, commission: '0' } }],
    ['a fractional amount', { ...me, balance: { claimed: '1.5', commission: '0' } }],
    ['a missing field', { ...me, pass: undefined }],
    ['a malformed address', { ...me, address: '0x1234' }],
  ])('behavior: rejects a body with %s against the contract schema', async (_, data) => {
    const { client, log } = setup(() => json(200, { code: 200, data }));
    const error = await getMe(client).catch((e: unknown) => e);
    expect(error).toMatchObject({ reason: 'schema', status: 200 });
    expect((error as ApiError).details).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: expect.any(Array) })]),
    );
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('behavior: a 200 that is not an envelope is rejected', async () => {
    const { client } = setup(() => json(200, me));
    await expect(getMe(client)).rejects.toMatchObject({ reason: 'schema', status: 200 });
  });

  it('behavior: a network failure is logged and re-thrown with status 0', async () => {
    const { client, log } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(getMiningPools(client)).rejects.toMatchObject({ reason: 'network', status: 0 });
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('behavior: a call the caller cancels rejects quietly', async () => {
    const { client, log } = setup(hangingFetch);
    const controller = new AbortController();
    const call = getMe(client, { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ reason: 'aborted' });
    expect(log).not.toHaveBeenCalled();
  });
});

describe('request timeout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('behavior: gives up after 1,000,000 ms and not before', async () => {
    const { client, log } = setup(hangingFetch);
    let settled: unknown;
    const call = getMiningPools(client).then(
      () => 'resolved',
      (error: unknown) => error,
    );
    void call.then((value) => {
      settled = value;
    });
    await vi.advanceTimersByTimeAsync(999_999);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(await call).toMatchObject({ reason: 'timeout', status: 0 });
    expect(log).toHaveBeenCalledTimes(1);
  });
});
