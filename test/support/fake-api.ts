import type { SessionProfile } from '@/machines/session/session.machine';
import { sessionToken } from './session-tokens';

/**
 * A fake `fetch` for the bundled API (docs/api-contract.md): envelopes, statuses and the sign-in calls, answered in
 * process. Each route answers from a handler the test can replace; every call is recorded with its body and
 * bearer token, and an unknown path answers 404 so a forgotten route fails the test.
 */

interface FakeApiCall {
  method: string;
  path: string;
  body: unknown;
  bearer: string | null;
}

export type FakeApiAnswer = { status: number; body: unknown };
export type FakeApiHandler = (call: FakeApiCall) => FakeApiAnswer | Promise<FakeApiAnswer>;

const ok = (data: unknown): FakeApiAnswer => ({ status: 200, body: { code: 200, data } });
export const fail = (status: number, error = 'failed'): FakeApiAnswer => ({
  status,
  body: { code: status, error, data: null },
});

export function fakeProfile(address: string, inviteCode = 'K7Q2M9PX'): SessionProfile {
  return {
    address,
    inviteCode,
    inviter: null,
    createdAt: '2025-05-01T08:00:00.000Z',
    pass: { holder: false, since: null },
    balance: { claimed: '0', commission: '0' },
  };
}

const inFiveMinutes = () => new Date(Date.now() + 300_000).toISOString();

/**
 * A signed-in API: get-code, challenge (token `token-<n>` for the signing address) and /me of that address.
 * With `tokenLifetimeMs`, the n-th token is a JWT-shaped one (session `s<n>`) expiring that long after it is issued.
 */
export function createFakeApi({ tokenLifetimeMs }: { tokenLifetimeMs?: (n: number) => number } = {}) {
  const calls: FakeApiCall[] = [];
  let issued = 0;
  const tokens = new Map<string, string>();
  const routes: Record<string, FakeApiHandler> = {
    'POST /client-user/get-code': ({ body }) => {
      const { address } = body as { address: string };
      return ok({
        nonce: `nonce${address.slice(2, 10)}`,
        message: `127.0.0.1 wants you to sign in with your Ethereum account:\n${address}\n\nNonce: nonce${address.slice(2, 10)}`,
        expiresAt: inFiveMinutes(),
      });
    },
    'POST /client-user/challenge': ({ body }) => {
      const { address } = body as { address: string };
      issued += 1;
      const token = tokenLifetimeMs
        ? sessionToken({ session: `s${issued}`, expiresAt: Date.now() + tokenLifetimeMs(issued) })
        : `token-${issued}`;
      tokens.set(token, address);
      return ok({ token, expiresAt: inFiveMinutes(), user: fakeProfile(address) });
    },
    'GET /me': ({ bearer }) => {
      const address = bearer ? tokens.get(bearer) : undefined;
      return address ? ok(fakeProfile(address)) : fail(401, 'Unauthorized');
    },
  };

  async function fetch(input: string, init: RequestInit = {}): Promise<Response> {
    const url = new URL(input, 'http://127.0.0.1');
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const headers = new Headers(init.headers);
    const bearer = headers.get('authorization')?.replace(/^Bearer /, '') ?? null;
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { method: init.method ?? 'GET', path, body, bearer };
    calls.push(call);
    const handler = routes[`${call.method} ${path}`];
    const answer = handler ? await handler(call) : fail(404, `no route ${call.method} ${path}`);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  }

  return {
    fetch,
    calls,
    /** Replaces one route's answers, e.g. `api.answer('GET /me', () => fail(502))`. */
    answer(route: string, handler: FakeApiHandler) {
      routes[route] = handler;
    },
    /** Accepts a token as belonging to an address (a session stored before the page loaded). */
    acceptToken(token: string, address: string) {
      tokens.set(token, address);
    },
    pathsCalled: () => calls.map((call) => `${call.method} ${call.path}`),
  };
}

export type FakeApi = ReturnType<typeof createFakeApi>;
