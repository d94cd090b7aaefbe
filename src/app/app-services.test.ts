import { fakeProfile } from '@test/support/fake-api';
import { sessionToken } from '@test/support/session-tokens';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { getMe } from '@/api/http/me/get-me';
import { LOGIN_TOKEN_KEY, readStoredLoginToken } from '@/api/storage/login-token';
import { SESSION_SYSTEM_ID } from '@/machines/session/session-types';
import { createAppServices } from './app-services';

const PROFILE = fakeProfile('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 'K7Q2M9');
const HOUR = 3_600_000;
const STORED = sessionToken({ session: 's1', expiresAt: Date.now() + HOUR });
const REFRESHED = sessionToken({ session: 's1', expiresAt: Date.now() + 2 * HOUR });

type Answer = { status: number; headers?: Record<string, string>; body: unknown };
const profile = (headers: Record<string, string> = {}): Answer => ({
  status: 200,
  headers,
  body: { code: 200, data: PROFILE },
});
const refused: Answer = { status: 401, body: { code: 401, error: 'Sign in required', data: null } };
const loggedOut: Answer = { status: 200, body: { code: 200, data: { loggedOut: true } } };
const stored = () => readStoredLoginToken()?.token ?? null;

/**
 * The app area's services with the session joined the way app-area.tsx joins it (systemId, joinSessionSystem),
 * over a fetch that answers each call in turn (`next`: the answer to the next call, or a promise to hold it).
 */
async function signedInPage() {
  localStorage.setItem(LOGIN_TOKEN_KEY, JSON.stringify({ token: STORED }));
  const answers: (Answer | Promise<Answer>)[] = [profile()];
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
    const answer = await (url.endsWith('/auth/logout') ? loggedOut : (answers.shift() ?? profile()));
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  });
  const navigate = vi.fn();
  const services = createAppServices({ navigate, fetch, loadWallet: async () => undefined });
  const session = createActor(services.sessionLogic, { systemId: SESSION_SYSTEM_ID });
  const leave = services.joinSessionSystem(session);
  session.start();
  await waitFor(session, (snapshot) => snapshot.matches({ signedIn: 'ready' }));
  return {
    services,
    session,
    navigate,
    leave,
    fetch,
    next: (answer: Answer | Promise<Answer>) => answers.push(answer),
  };
}

afterEach(() => localStorage.clear());

describe('app services: the API client reports to the session, which alone writes the token', () => {
  it('a 401 on a signed-in call signs the session out: the session removes the token and sends the page to /dgridpass', async () => {
    const { services, session, navigate, next } = await signedInPage();
    next(refused);
    await expect(getMe(services.api)).rejects.toMatchObject({ status: 401 });
    expect(session.getSnapshot().value).toBe('signedOut');
    expect(localStorage.getItem(LOGIN_TOKEN_KEY)).toBeNull();
    expect(navigate).toHaveBeenCalledOnce();
  });

  it('a refreshed token of the held session is stored by the session and sent on the next call', async () => {
    const { services, session, fetch, next } = await signedInPage();
    next(profile({ 'x-session-token': REFRESHED }));
    await getMe(services.api);
    expect(session.getSnapshot().context.token).toBe(REFRESHED);
    expect(stored()).toBe(REFRESHED);
    expect(session.getSnapshot().matches({ signedIn: 'ready' })).toBe(true);
    await getMe(services.api);
    expect(new Headers(fetch.mock.calls.at(-1)?.[1]?.headers).get('authorization')).toBe(
      `Bearer ${REFRESHED}`,
    );
  });

  it('a refreshed token answering a call made before the user signed out is not stored', async () => {
    const { services, session, next } = await signedInPage();
    let answer: (value: Answer) => void = () => undefined;
    next(new Promise<Answer>((resolve) => (answer = resolve)));
    const call = getMe(services.api);
    session.send({ type: 'user.logout' });
    answer(profile({ 'x-session-token': REFRESHED }));
    await call;
    expect(session.getSnapshot().value).toBe('signedOut');
    expect(stored()).toBeNull();
  });

  it('once the session has left the system, a report reaches nobody', async () => {
    const { services, session, navigate, leave, next } = await signedInPage();
    leave();
    next(refused);
    await expect(getMe(services.api)).rejects.toMatchObject({ status: 401 });
    expect(session.getSnapshot().matches({ signedIn: 'ready' })).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });
});
