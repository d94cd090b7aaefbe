import type { AnyEventObject, SnapshotFrom } from 'xstate';
import type { sessionMachine } from '@/machines/session.machine';
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
/** The token the browser holds now, from the events alone: read at start, signed in, or written by another tab. */
function heldToken(history: readonly AnyEventObject[]): string | null {
  let token: string | null = null;
  for (const event of history) {
    const e = event as { token?: string | null; output?: { token?: string } | null };
    if (event.type === 'xstate.done.actor.readLoginToken') token = e.output?.token ?? null;
    if (event.type === 'auth.signedIn' || event.type === 'storage.loginTokenChanged') token = e.token ?? null;
  }
  return token;
}

export default defineProperties<Session>({
  machine: 'session',
  properties: [
    {
      id: 'token-stored-only-when-the-server-issued-it',
      source: `${TOKENS}: the server checks the signature before it issues a token`,
      says: 'The login token is written to storage only when a verified sign-in hands it over, and it is that token.',
      holds: (facts) => {
        const stored = calls(facts, 'storeLoginToken');
        if (facts.event.type !== 'auth.signedIn') return stored.length === 0;
        return stored.length === 1 && stored[0]?.value === (facts.event as { token?: string }).token;
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
      says: 'Logging out or disconnecting the wallet while signed in removes the stored token and the profile.',
      holds: (facts) => {
        const ends = ['user.logout', 'wallet.disconnected'].includes(facts.event.type);
        if (!ends || !(facts.previous?.hasTag('signedIn') || facts.previous?.hasTag('expired'))) return true;
        return (
          calls(facts, 'removeLoginToken').length === 1 &&
          !facts.snapshot.hasTag('signedIn') &&
          facts.snapshot.context.profile === null
        );
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
      id: 'signed-in-only-with-a-token',
      source: `${FOLLOWS}; ${TOKENS}`,
      says: 'The session reads signed in only while the browser holds a token, and that token is the one it uses.',
      holds: ({ snapshot, history }) =>
        !snapshot.hasTag('signedIn') ||
        (heldToken(history) !== null && snapshot.context.token === heldToken(history)),
    },
  ],
});
