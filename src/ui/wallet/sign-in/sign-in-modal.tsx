import type { ReactNode } from 'react';
import type { ActorOptions } from 'xstate';
import type { signInMachine } from '@/machines/sign-in.machine';
import { ConnectionActor } from '@/ui/actors/connection-context';
import { SignInActor } from '@/ui/actors/sign-in-context';
import { SignInDialog } from './sign-in-dialog';

interface SignInModalProps {
  /** The sign-in machine provided with the live prepareMessage, signMessage and verifySignature actors. */
  logic: typeof signInMachine;
  /** The referral code to bind at the first sign-in, if the visitor came with one. */
  inviteCode?: string | null;
  /** Rendered inside this attempt's provider: where the composition root takes the session from its output. */
  children?: ReactNode;
  /** Inspection of each attempt's actor (the dev inspector, or a test's transition log). */
  inspect?: ActorOptions<never>['inspect'];
}

/**
 * Starts a fresh sign-in attempt each time the connection opens the sign-in modal (and again if the account or
 * chain changes meanwhile), so every opening fetches a new message, and renders the dialog over it.
 */
export function SignInModal({ logic, inviteCode = null, children, inspect }: SignInModalProps) {
  const open = ConnectionActor.useSelector((snapshot) => snapshot.hasTag('signInModalOpen'));
  const address = ConnectionActor.useSelector((snapshot) => snapshot.context.address);
  const chainId = ConnectionActor.useSelector((snapshot) => snapshot.context.chainId);
  if (!open || address === null || chainId === null) return null;
  return (
    <SignInActor.Provider
      key={`${address}:${chainId}`}
      logic={logic}
      options={{ input: { address, chainId, inviteCode }, inspect }}
    >
      {children}
      <SignInDialog />
    </SignInActor.Provider>
  );
}
