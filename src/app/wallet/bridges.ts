import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { connectionMachine } from '@/machines/connection.machine';
import type { networkSwitchMachine } from '@/machines/network-switch.machine';
import type { sessionMachine } from '@/machines/session.machine';
import type { signInMachine } from '@/machines/sign-in.machine';
import type { transactionStoreMachine } from '@/machines/transaction-store.machine';

/**
 * The cross-machine wiring, in one place: each function is one named rule connecting two statecharts (or a
 * source and a statechart) and returns how to undo it. The machines stay unaware of one another.
 */

export type ConnectionRef = ActorRefFrom<typeof connectionMachine>;
export type SessionRef = ActorRefFrom<typeof sessionMachine>;
export type TransactionStoreRef = ActorRefFrom<typeof transactionStoreMachine>;
export type SignInRef = ActorRefFrom<typeof signInMachine>;
export type NetworkSwitchRef = ActorRefFrom<typeof networkSwitchMachine>;
type Unsubscribe = () => void;

/** The session side's status as the connection machine hears it (RainbowKit's AuthenticationStatus). */
export function sessionStatusEvent(snapshot: SnapshotFrom<typeof sessionMachine>) {
  if (snapshot.matches('restoring')) return { type: 'session.loading' } as const;
  return snapshot.hasTag('signedIn')
    ? ({ type: 'session.authenticated' } as const)
    : ({ type: 'session.unauthenticated' } as const);
}

/** Session status → connection: loading while the token is read, authenticated while a token is held. */
export function followSessionStatus(session: SessionRef, connection: ConnectionRef): Unsubscribe {
  let last: string | undefined;
  const report = (snapshot: SnapshotFrom<typeof sessionMachine>) => {
    const event = sessionStatusEvent(snapshot);
    if (event.type === last) return;
    last = event.type;
    connection.send(event);
  };
  report(session.getSnapshot());
  return session.subscribe(report).unsubscribe;
}

/**
 * A profile that arrives for another address than the wallet now shows (the account changed while it loaded)
 * ends the session too: no data of one address is shown under another.
 */
export function guardProfileAddress(session: SessionRef, currentAddress: () => string | null): Unsubscribe {
  return session.subscribe((snapshot) => {
    const profile = snapshot.context.profile;
    const address = currentAddress();
    if (!profile || !address || profile.address.toLowerCase() === address.toLowerCase()) return;
    session.send({ type: 'wallet.accountChanged', address, chainId: null });
  }).unsubscribe;
}

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

/** The network modal closes once its attempt settles (or the wallet was disconnected from it). */
export function closeNetworkModalWhenSettled(
  networkSwitch: NetworkSwitchRef,
  connection: ConnectionRef,
): Unsubscribe {
  return networkSwitch.subscribe({
    complete: () => {
      if (networkSwitch.getSnapshot().status !== 'done') return;
      if (connection.getSnapshot().hasTag('chainModalOpen')) connection.send({ type: 'user.closeModal' });
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
