import type { ReactElement } from 'react';
import { fromCallback, fromPromise } from 'xstate';
import { sessionMachine } from '@/machines/session/session.machine';
import {
  type FetchProfileInput,
  type ReadLoginTokenOutput,
  SESSION_SYSTEM_ID,
  type SessionProfile,
} from '@/machines/session/session-types';
import { SessionActor } from '@/ui/actors/session-context';
import { sessionToken } from './session-tokens';

/** Far from today, so the token neither expires during a test nor arms a timer that matters. */
const STORED_TOKEN = sessionToken({ session: 'route-test', expiresAt: Date.UTC(2100, 0, 1) });

/**
 * The app area's session for a route test: a stored token (none with `signedIn: false`), then GET /me answered by `profile` (throw a
 * FetchProfileError, `{ status, code }`, to fail it), run as the real session chart under its systemId. `fetches` counts the profile
 * fetches: the first, then each one a claim or a paid order asked for.
 */
export function signedInSession(
  profile: () => SessionProfile | Promise<SessionProfile>,
  {
    signedIn = true,
    redirectToPass = () => undefined,
  }: { signedIn?: boolean; redirectToPass?: () => void } = {},
) {
  const fetches = { count: 0 };
  const logic = sessionMachine.provide({
    actions: { redirectToPass },
    actors: {
      readLoginToken: fromPromise<ReadLoginTokenOutput>(async () =>
        signedIn ? { token: STORED_TOKEN, clockOffsetMs: null } : null,
      ),
      fetchProfile: fromPromise<SessionProfile, FetchProfileInput>(async () => {
        fetches.count += 1;
        return profile();
      }),
      watchLoginToken: fromCallback(() => () => undefined),
    },
  });
  return {
    fetches,
    /** The token a sign-in here hands the session (the wallet's sign-in sends it as auth.signedIn). */
    token: STORED_TOKEN,
    wrap: (node: ReactElement) => (
      <SessionActor.Provider logic={logic} options={{ systemId: SESSION_SYSTEM_ID }}>
        {node}
      </SessionActor.Provider>
    ),
  };
}
