import type { ReactNode } from 'react';
import { SessionActor } from '@/ui/actors/session-context';
import { SessionExpiredNotice, SignedOutPrompt } from './session-prompts';

export interface SessionGuardProps {
  /** Connect Wallet / Sign in, supplied by the composition root. */
  connectControl: ReactNode;
  children: ReactNode;
}

/**
 * A page for signed-in users: nothing while the stored session is read (a frame: a loading state there would
 * shift the page when the prompt or the page replaced it), the sign-in prompt without one. An expired session
 * keeps the page mounted (what the user typed stays) under a notice to sign in again.
 */
export function SessionGuard({ connectControl, children }: SessionGuardProps) {
  const restoring = SessionActor.useSelector((snapshot) => snapshot.matches('restoring'));
  const signedIn = SessionActor.useSelector((snapshot) => snapshot.hasTag('signedIn'));
  const expired = SessionActor.useSelector((snapshot) => snapshot.hasTag('expired'));
  if (restoring) return null;
  if (!signedIn && !expired) return <SignedOutPrompt connectControl={connectControl} />;
  // One tree for signed in and expired alike, the page always second: React keeps it (and what the user typed)
  // when the notice comes and goes, instead of mounting the page afresh.
  return (
    <>
      {expired ? <SessionExpiredNotice connectControl={connectControl} /> : null}
      {children}
    </>
  );
}
