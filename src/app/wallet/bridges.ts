import type { ActorRefFrom } from 'xstate';
import type { connectionMachine } from '@/machines/connection.machine';
import type { sessionMachine } from '@/machines/session.machine';
import type { signInMachine } from '@/machines/sign-in.machine';
import type { transactionStoreMachine } from '@/machines/transaction-store.machine';

/**
 * What the wallet system machine does not route yet: the per-opening sign-in actor (its Provider lives in the
 * sign-in modal) and a Connect Wallet click kept while the wallet chunk loaded. Each returns how to undo it.
 */

export type ConnectionRef = ActorRefFrom<typeof connectionMachine>;
export type SessionRef = ActorRefFrom<typeof sessionMachine>;
export type TransactionStoreRef = ActorRefFrom<typeof transactionStoreMachine>;
export type SignInRef = ActorRefFrom<typeof signInMachine>;
type Unsubscribe = () => void;

/**
 * Sign-in's outcome: signed in → the session takes the token (storing it, fetching /me; the connection then
 * hears "authenticated" and closes the modal); cancelled → the modal closes, which disconnects the wallet.
 */
export function completeSignIn(
  signIn: SignInRef,
  {
    session,
    connection,
    onSignedIn,
  }: { session: SessionRef; connection: ConnectionRef; onSignedIn?: () => void },
): Unsubscribe {
  return signIn.subscribe({
    complete: () => {
      const { status, output } = signIn.getSnapshot();
      // Completion also follows a stop from outside (the modal closed for another reason): nothing to do then.
      if (status !== 'done') return;
      if (output?.outcome === 'signedIn') {
        session.send({ type: 'auth.signedIn', token: output.session.token });
        onSignedIn?.();
      } else if (connection.getSnapshot().hasTag('signInModalOpen')) {
        connection.send({ type: 'user.closeModal' });
      }
    },
  }).unsubscribe;
}

/**
 * A Connect Wallet click that arrived before the wallet was running: the connect modal (or sign-in, when the
 * wallet reconnected without a session) opens once the connection knows where it stands; nothing happens when it
 * turns out to be connected and signed in already.
 */
export function openConnectModalWhenReady(connection: ConnectionRef, onAnswered: () => void): Unsubscribe {
  let done = false;
  let subscription: { unsubscribe: () => void } | undefined;
  const check = () => {
    if (done) return;
    const snapshot = connection.getSnapshot();
    if (snapshot.hasTag('connected')) done = true;
    else if (snapshot.can({ type: 'user.openConnectModal' })) {
      done = true;
      connection.send({ type: 'user.openConnectModal' });
    }
    if (!done) return;
    subscription?.unsubscribe();
    onAnswered();
  };
  check();
  if (!done) subscription = connection.subscribe(check);
  return () => subscription?.unsubscribe();
}
