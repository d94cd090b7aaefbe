import type { AnyEventObject, SnapshotFrom } from 'xstate';
import type { sessionMachine } from '@/machines/session/session.machine';
import { defineProperties, type StepFacts } from '../support/properties';

type Session = SnapshotFrom<typeof sessionMachine>;
const FOLLOWS = 'docs/wallet-behaviour.md section 8 (The session follows the wallet)';
const TOKENS = 'docs/api-contract.md section 4 (Sign-in and tokens)';
const FAILURES = 'docs/api-contract.md section 3 (How the web app handles failures: 401)';

const calls = ({ recorded }: StepFacts<Session>, name: string) =>
  recorded.filter((call) => call.name === name);
const is401 = (event: AnyEventObject) =>
  event.type === 'api.unauthorized' ||
  (event.type === 'xstate.error.actor.fetchProfile' &&
    (event as { error?: { status?: number } }).error?.status === 401);
/**
 * The token the browser holds now, from the events alone: read at start, signed in, written by another tab, or
 * refreshed by a call sent with it (same session).
 */
function heldToken(history: readonly AnyEventObject[]): string | null {
  let token: string | null = null;
  for (const event of history) {
    const e = event as { token?: string | null; output?: { token?: string } | null };
    if (event.type === 'xstate.done.actor.readLoginToken') token = e.output?.token ?? null;
    if (event.type === 'auth.signedIn' || event.type === 'storage.loginTokenChanged') token = e.token ?? null;
    if (isRefreshOf(token, event)) token = e.token ?? null;
  }
  return token;
}
/** The server-side session a token names (its `jti`, docs/api-contract.md section 5), decoded here, not by the app. */
function claimOf(token: string | null | undefined, claim: 'jti' | 'exp'): unknown {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>)[claim];
  } catch {
    return null;
  }
}
const sessionOf = (token: string | null | undefined) => {
  const jti = claimOf(token, 'jti');
  return typeof jti === 'string' ? jti : null;
};
/** Whether the token's `exp` (seconds) is past now; null when it names none (the fixtures are years away from today). */
const hasExpired = (token: string) => {
  const exp = claimOf(token, 'exp');
  return typeof exp === 'number' ? exp * 1000 <= Date.now() : null;
};
/** The token a step brings: read at start, a sign-in here, a write in another tab (null: none or removed). */
function broughtToken(event: AnyEventObject): string | null | undefined {
  const e = event as { token?: string | null; output?: { token?: string } | null };
  if (event.type === 'xstate.done.actor.readLoginToken') return e.output?.token ?? null;
  if (event.type === 'auth.signedIn' || event.type === 'storage.loginTokenChanged') return e.token ?? null;
  return undefined;
}
/** A refreshed token the API client reports for a call sent with `held`, naming the same server-side session. */
function isRefreshOf(held: string | null | undefined, event: AnyEventObject): boolean {
  const { sent, token } = event as { sent?: string; token?: string };
  return (
    event.type === 'api.tokenRefreshed' &&
    held !== null &&
    held !== undefined &&
    sent === held &&
    sessionOf(held) !== null &&
    sessionOf(token) === sessionOf(held)
  );
}
const wasInSession = (facts: StepFacts<Session>) =>
  Boolean(facts.previous?.hasTag('signedIn') || facts.previous?.hasTag('expired'));
/** The wallet now shows an account other than the signed-in profile's (letter case aside); null is no account. */
function showsAnotherAccount({ event, previous }: StepFacts<Session>): boolean {
  const address = (event as { address?: string | null }).address;
  const profile = previous?.context.profile;
  return (
    event.type === 'wallet.accountChanged' &&
    typeof address === 'string' &&
    profile !== null &&
    profile !== undefined &&
    address.toLowerCase() !== profile.address.toLowerCase()
  );
}

export default defineProperties<Session>({
  machine: 'session',
  properties: [
    {
      id: 'token-stored-only-when-the-server-issued-it',
      source: `${TOKENS}: the server checks the signature before it issues a token; section 5: a signed-in call may return a refreshed token of the same session`,
      says: 'The login token is written to storage only when a verified sign-in hands it over, or a signed-in call sent with the held token (signed in or expired) returns a refreshed token of the same session; and it is that token.',
      holds: (facts) => {
        const stored = calls(facts, 'storeLoginToken');
        const refreshed = wasInSession(facts) && isRefreshOf(facts.previous?.context.token, facts.event);
        if (facts.event.type !== 'auth.signedIn' && !refreshed) return stored.length === 0;
        return stored.length === 1 && stored[0]?.value === (facts.event as { token?: string }).token;
      },
    },
    {
      id: 'only-the-session-changes-the-stored-token',
      source: `issue 26 (one owner per fact: only the session writes or removes the token); ${FAILURES}`,
      says: "The token stored in this tab changes only by the session's own effect (storing what it then holds, or removing it): the API client's reports (a refreshed token, a 401, an expired call) change it only through the session, and a 401 removes it.",
      holds: (facts) => {
        const [change] = calls(facts, 'stored') as {
          value: { before: string | null; after: string | null };
        }[];
        if (!change) return false;
        const stores = calls(facts, 'storeLoginToken');
        const removes = calls(facts, 'removeLoginToken');
        if (stores.length === 0 && removes.length === 0) return change.value.after === change.value.before;
        const expected = stores.length > 0 ? facts.snapshot.context.token : null;
        if (facts.event.type === 'api.unauthorized' && change.value.after !== null) return false;
        return change.value.after === expected;
      },
    },
    {
      id: 'a-401-signs-out-to-the-pass-page',
      source: FAILURES,
      says: 'A 401 on a signed-in call removes the stored token and sends the browser to /dgridpass; nothing else does.',
      holds: (facts) => {
        const redirected = calls(facts, 'redirectToPass').length;
        if (!is401(facts.event)) return redirected === 0;
        return (
          redirected === 1 &&
          calls(facts, 'removeLoginToken').length === 1 &&
          !facts.snapshot.hasTag('signedIn')
        );
      },
    },
    {
      id: 'sign-out-disconnect-or-other-account-forgets-the-token',
      source: `${FOLLOWS}: sign out removes the token and the profile; the session ends when the wallet disconnects or switches account; ${TOKENS}`,
      says: 'Logging out, disconnecting the wallet or the wallet showing another account than the signed-in one (signed in or expired) removes the stored token and forgets the token and the profile.',
      holds: (facts) => {
        const ends =
          ['user.logout', 'wallet.disconnected'].includes(facts.event.type) || showsAnotherAccount(facts);
        if (!ends || !wasInSession(facts)) return true;
        return (
          calls(facts, 'removeLoginToken').length === 1 &&
          !facts.snapshot.hasTag('signedIn') &&
          !facts.snapshot.hasTag('expired') &&
          facts.snapshot.context.token === null &&
          facts.snapshot.context.profile === null
        );
      },
    },
    {
      id: 'a-chain-change-keeps-the-session',
      source: `${FOLLOWS}: a chain change does not end it; only another account does`,
      says: 'The wallet showing the same account (any letter case, another chain) or no account keeps the session as it was: nothing removed, still signed in or still expired.',
      holds: (facts) => {
        if (
          facts.event.type !== 'wallet.accountChanged' ||
          !wasInSession(facts) ||
          showsAnotherAccount(facts)
        )
          return true;
        return (
          calls(facts, 'removeLoginToken').length === 0 &&
          facts.snapshot.hasTag('signedIn') === facts.previous?.hasTag('signedIn') &&
          facts.snapshot.hasTag('expired') === facts.previous?.hasTag('expired') &&
          facts.snapshot.context.token === facts.previous?.context.token
        );
      },
    },
    {
      id: 'a-new-session-fetches-its-profile',
      source: `${FOLLOWS}: signed in, the profile (GET /me) is then fetched; ${TOKENS} and section 5: a refreshed token names the same session`,
      says: 'A token of another session than the one held (a sign-in here, another tab) that leaves the page signed in fetches the profile with that token in the same step; a refreshed token of the same session keeps the profile and, unless a profile fetch was under way, fetches nothing.',
      holds: (facts) => {
        const { event, previous, snapshot, invoked } = facts;
        if (event.type !== 'auth.signedIn' && event.type !== 'storage.loginTokenChanged') return true;
        const token = (event as { token?: string | null }).token ?? null;
        if (
          event.type === 'auth.signedIn' &&
          !(snapshot.hasTag('signedIn') && snapshot.context.token === token)
        )
          return false;
        if (token === null || token === previous?.context.token || !snapshot.hasTag('signedIn')) return true;
        const fetches = invoked.filter(({ src }) => src === 'fetchProfile');
        const sameSession =
          event.type === 'storage.loginTokenChanged' &&
          Boolean(previous?.hasTag('signedIn')) &&
          sessionOf(token) !== null &&
          sessionOf(token) === sessionOf(previous?.context.token);
        const withToken = fetches.every(({ input }) => (input as { token?: string }).token === token);
        // Same session: the profile stays (a fetch still under way may start again, with the new token).
        if (sameSession)
          return (
            withToken &&
            snapshot.context.profile === previous?.context.profile &&
            (Boolean(previous?.hasTag('loadingProfile')) || fetches.length === 0)
          );
        return fetches.length === 1 && withToken;
      },
    },
    {
      id: 'profile-fetched-with-the-held-token',
      source: `${FOLLOWS}: signed in means a login token is stored; the profile (GET /me) is then fetched`,
      says: 'The profile is asked for with the token the browser holds, never another one.',
      holds: ({ invoked, history }) =>
        invoked
          .filter(({ src }) => src === 'fetchProfile')
          .every(({ input }) => (input as { token?: string }).token === heldToken(history)),
    },
    {
      id: 'the-held-token-decides-signed-in-or-expired',
      source: `${FOLLOWS}: signed in means a login token is stored; ${TOKENS} and section 5: it ends on expiry (the client asks for a new sign-in)`,
      says: 'A token read at start or written by another tab (a new one) reads signed in when its exp is ahead and, read at start, expired when it is past; no token (none stored, unreadable storage, removed in another tab) reads neither.',
      holds: ({ event, snapshot, previous }) => {
        const token = broughtToken(event);
        const read = event.type.startsWith('xstate.') && event.type.endsWith('.actor.readLoginToken');
        if (token === undefined && !read) return true;
        if (event.type === 'auth.signedIn') return true;
        if (!token) {
          if (event.type === 'storage.loginTokenChanged' && !wasInSession({ previous } as StepFacts<Session>))
            return true;
          return (
            !snapshot.hasTag('signedIn') && !snapshot.hasTag('expired') && snapshot.context.token === null
          );
        }
        if (token === previous?.context.token) return true;
        const expired = hasExpired(token);
        if (expired === false) return snapshot.hasTag('signedIn') && !snapshot.hasTag('expired');
        if (expired === true && read) return snapshot.hasTag('expired') && !snapshot.hasTag('signedIn');
        return true;
      },
    },
    {
      id: 'loading-shows-while-the-profile-is-asked-for',
      source: `${FOLLOWS}: the profile (GET /me) is then fetched (the view waits for it)`,
      says: 'A step that asks for the profile reads loading (and signed in); the answer, whatever it is, ends loading.',
      holds: ({ event, invoked, snapshot }) => {
        if (invoked.some(({ src }) => src === 'fetchProfile'))
          return snapshot.hasTag('loadingProfile') && snapshot.hasTag('signedIn');
        if (event.type.endsWith('.actor.fetchProfile')) return !snapshot.hasTag('loadingProfile');
        return true;
      },
    },
    {
      id: 'a-profile-change-fetches-the-profile-again',
      source: 'issue 26 (one owner for the profile: a claim and a paid order ask the session to refresh it)',
      says: 'Asked to refresh the profile while signed in (whether it was shown, failed or still under way), the session fetches it again in the same step.',
      holds: ({ event, previous, invoked }) =>
        event.type !== 'user.refreshProfile' ||
        !previous?.hasTag('signedIn') ||
        invoked.filter(({ src }) => src === 'fetchProfile').length === 1,
    },
    {
      id: 'a-failed-profile-says-why',
      source: `${FAILURES}: every failure the screens show has its code`,
      says: "A profile fetch that fails other than with a 401 leaves the error code the views explain (the server's failure when the rejection names none); a profile that arrives clears it.",
      holds: ({ event, snapshot }) => {
        if (event.type === 'xstate.done.actor.fetchProfile') return snapshot.context.profileError === null;
        if (event.type !== 'xstate.error.actor.fetchProfile' || is401(event)) return true;
        const code = (event as { error?: { code?: string } | null }).error?.code ?? 'server';
        return snapshot.context.profileError === code;
      },
    },
    {
      id: 'signed-in-only-with-a-token',
      source: `${FOLLOWS}; ${TOKENS}`,
      says: 'The session reads signed in only while the browser holds a token, and that token is the one it uses.',
      holds: ({ snapshot, history }) =>
        !snapshot.hasTag('signedIn') ||
        (heldToken(history) !== null && snapshot.context.token === heldToken(history)),
    },
  ],
});
