import type { ReactNode } from 'react';
import { SessionActor } from '@/ui/actors/session-context';
import { SessionLoading, SignedOutPrompt } from './session-prompts';

export interface SessionGuardProps {
  /** Connect Wallet / Sign in, supplied by the composition root. */
  connectControl: ReactNode;
  children: ReactNode;
}

/** A page for signed-in users: loading while the stored session is read, the sign-in prompt without one. */
export function SessionGuard({ connectControl, children }: SessionGuardProps) {
  const restoring = SessionActor.useSelector((snapshot) => snapshot.matches('restoring'));
  const signedIn = SessionActor.useSelector((snapshot) => snapshot.hasTag('signedIn'));
  if (restoring) return <SessionLoading />;
  return signedIn ? children : <SignedOutPrompt connectControl={connectControl} />;
}
