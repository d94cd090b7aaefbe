import type { SessionProfile } from '@/machines/session/session.machine';
import type { Loadable } from '@/ui/kit/loadable';
import { SessionActor } from './session-context';

/**
 * The signed-in user's profile (GET /me) as the session, its one owner, holds it: ready once fetched (and while a
 * claim or a paid order has it fetched again), the failure's code with Try again, else loading.
 */
export function useSessionProfile(): Loadable<SessionProfile> {
  const session = SessionActor.useActorRef();
  const profile = SessionActor.useSelector((snapshot) => snapshot.context.profile);
  const refreshing = SessionActor.useSelector((snapshot) => snapshot.hasTag('loadingProfile'));
  const error = SessionActor.useSelector((snapshot) =>
    snapshot.matches({ signedIn: 'profileFailed' }) ? (snapshot.context.profileError ?? 'server') : null,
  );
  if (profile) return { status: 'ready', data: profile, refreshing, updatedAt: 0 };
  if (error)
    return {
      status: 'error',
      error,
      retry: () => session.send({ type: 'user.retryProfile' }),
      retrying: false,
    };
  return { status: 'loading' };
}
