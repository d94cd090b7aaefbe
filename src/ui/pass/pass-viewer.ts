import type { Loadable } from '@/ui/kit/loadable';
import type { PassView, PassViewer } from './pass-data';

type Profile = { pass: { holder: boolean; since: string | null } };

/**
 * What the pass page shows this visitor: signed out (or just signed out by a 401), or the pass itself, with how
 * much a visitor who holds none has bought (`total`, null when not asked for).
 */
export function passViewer(
  signedIn: boolean,
  ended: boolean,
  me: Loadable<Profile>,
  total: Loadable<string> | null,
): PassViewer {
  if (!signedIn) return { kind: ended ? 'sessionEnded' : 'signedOut' };
  // A 401 while here: the token is already gone and the shell is signing out; no error to show.
  if (me.status === 'error' && me.error === 'session_ended') return { kind: 'sessionEnded' };
  if (me.status !== 'ready') return { kind: 'signedIn', pass: me };
  const { holder, since } = me.data.pass;
  if (holder) return { kind: 'signedIn', pass: ready({ holder, since, bought: '0' }) };
  if (total === null || total.status !== 'ready')
    return { kind: 'signedIn', pass: total ?? { status: 'loading' } };
  return { kind: 'signedIn', pass: ready({ holder, since, bought: total.data }) };
}

function ready(pass: PassView): Loadable<PassView> {
  return { status: 'ready', data: pass, refreshing: false, updatedAt: 0 };
}
