import type { AnyActorRef } from 'xstate';
import { SESSION_SYSTEM_ID } from './session-types';

/**
 * The app's actor system as a screen's chart (claim, purchase) receives it: the session is the member named
 * SESSION_SYSTEM_ID. React starts a screen's actor as a root of its own (a root cannot be started inside another's
 * system and still be stopped by its component), so the chart is handed the session's system and addresses the
 * session in it by its systemId, never by a reference.
 */
export type AppSystem = Pick<AnyActorRef['system'], 'get'>;

/** The session in the app's system, when the screen runs in one (none in a stand-alone screen or test). */
export function sessionIn(system: AppSystem | null): AnyActorRef | undefined {
  return system?.get(SESSION_SYSTEM_ID);
}

/** What a screen's chart tells the session after it changed the profile on the server (a claim, a paid order). */
export const PROFILE_CHANGED = { type: 'user.refreshProfile' } as const;
