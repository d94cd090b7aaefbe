import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { ApiClient, ApiRequest } from '@/api/http/api-client';
import type { LoginTokenStore } from '@/api/storage/login-token-store';
import { createSessionLogic } from './session-logic';

const PROFILE = {
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  inviteCode: 'K7Q2M9',
  inviter: null,
  createdAt: '2025-05-01T08:00:00.000Z',
  pass: { holder: false, since: null },
  balance: { claimed: '0', commission: '0' },
};

function memoryTokenStore(initial?: string): LoginTokenStore {
  let token = initial;
  return {
    read: () => token,
    readStored: () => (token === undefined ? null : { token, clockOffsetMs: null }),
    clockOffsetMs: () => null,
    write: (next) => {
      token = next;
    },
    remove: () => {
      token = undefined;
    },
    watch: () => () => undefined,
  };
}

/** A signed-in session whose API answers GET /me and lets the test decide how POST /auth/logout goes. */
async function signedIn(logoutAnswer: () => Promise<unknown>) {
  const requests: ApiRequest<never>[] = [];
  const api: ApiClient = {
    request: vi.fn(async (call: ApiRequest<never>) => {
      requests.push(call);
      // request<T> is generic over the call's schema; this stand-in answers two calls whose types differ.
      return (call.path === '/auth/logout' ? logoutAnswer() : Promise.resolve(PROFILE)) as never;
    }),
  };
  const loginToken = memoryTokenStore('jwt-1');
  const redirectToPass = vi.fn();
  const actor = createActor(createSessionLogic({ api, loginToken, redirectToPass })).start();
  await waitFor(actor, (s) => s.matches({ signedIn: 'ready' }));
  return { actor, loginToken, requests, redirectToPass };
}

describe('session logic: sign-out', () => {
  it('tells the server to revoke the token the user signs out of', async () => {
    const { actor, loginToken, requests } = await signedIn(async () => ({ loggedOut: true }));
    actor.send({ type: 'user.logout' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(loginToken.read()).toBeUndefined();
    const call = requests.find((r) => r.path === '/auth/logout');
    expect(call).toMatchObject({ method: 'POST', auth: false, bearer: 'jwt-1' });
  });

  it('still signs out locally when the logout call fails', async () => {
    const { actor, loginToken, requests } = await signedIn(() => Promise.reject(new Error('offline')));
    actor.send({ type: 'wallet.disconnected' });
    await Promise.resolve();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(loginToken.read()).toBeUndefined();
    expect(requests.some((r) => r.path === '/auth/logout')).toBe(true);
  });

  it('on a 401 the API client reported, removes the token, goes to /dgridpass and does not call logout (the server refused the token)', async () => {
    const { actor, loginToken, requests, redirectToPass } = await signedIn(async () => ({ loggedOut: true }));
    actor.send({ type: 'api.unauthorized' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(loginToken.read()).toBeUndefined();
    expect(redirectToPass).toHaveBeenCalledOnce();
    expect(requests.some((r) => r.path === '/auth/logout')).toBe(false);
  });
});
