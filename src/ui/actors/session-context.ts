import { createActorContext } from '@xstate/react';
import { sessionMachine } from '@/machines/session/session.machine';

/** The signed-in session: the login token and the profile fetched while signed in. */
export const SessionActor = createActorContext(sessionMachine);
