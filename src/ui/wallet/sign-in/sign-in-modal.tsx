import type { ReactNode } from 'react';
import { ConnectionActor } from '@/ui/actors/connection-context';
import { SignInActor } from '@/ui/actors/sign-in-context';
import { SignInDialog } from './sign-in-dialog';

interface SignInModalProps {
  /** Rendered inside the attempt's provider (a test can capture the attempt's actor there). */
  children?: ReactNode;
}

/**
 * Renders the dialog over the sign-in attempt the connection runs while its sign-in modal is open (its child, so
 * every opening, and every account or chain change meanwhile, fetches a new message).
 */
export function SignInModal({ children }: SignInModalProps) {
  const signIn = ConnectionActor.useSelector((snapshot) => snapshot.children.signIn);
  if (!signIn) return null;
  return (
    <SignInActor.Provider actorRef={signIn}>
      {children}
      <SignInDialog />
    </SignInActor.Provider>
  );
}
