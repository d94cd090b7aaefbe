import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { connectionMachine } from '@/machines/connection.machine';
import type { networkSwitchMachine } from '@/machines/network-switch.machine';
import type { sessionMachine } from '@/machines/session.machine';
import type { signInMachine } from '@/machines/sign-in.machine';
import type { transactionStoreMachine } from '@/machines/transaction-store.machine';
import type { WalletAccountEvent } from './wallet-events';

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

/** What the wallet watcher last said, kept so later rules can ask for the current account. */
export interface WalletState {
  address: string | null;
  chainId: number | null;
  isChainSupported: boolean;
  /** A wallet was connected at some point in this page: only then does a disconnect end the session. */
  wasConnected: boolean;
}

export const initialWalletState = (): WalletState => ({
  address: null,
  chainId: null,
  isChainSupported: false,
  wasConnected: false,
});

function nextWalletState(state: WalletState, event: WalletAccountEvent): WalletState {
  switch (event.type) {
    case 'wallet.connected':
      return {
        address: event.address,
        chainId: event.chainId,
        isChainSupported: event.isChainSupported,
        wasConnected: true,
      };
    case 'wallet.accountChanged':
      return { ...state, address: event.address };
    case 'wallet.chainChanged':
      return { ...state, chainId: event.chainId, isChainSupported: event.isChainSupported };
    case 'wallet.disconnected':
      return { ...initialWalletState(), wasConnected: state.wasConnected };
    default:
      return state;
  }
}

/**
 * Whether the connection does not know this yet. Connect and disconnect close every modal, so a reading it already
 * has (the watcher re-attached: React's StrictMode, a remount) must not close the modal the visitor just opened.
 */
function isNewsFor(
  connection: ConnectionRef,
  event: Exclude<WalletAccountEvent, { type: 'wallet.connecting' }>,
) {
  const known = connection.getSnapshot().context;
  if (event.type === 'wallet.disconnected') return known.wallet !== 'disconnected';
  if (event.type !== 'wallet.connected') return true;
  return !(
    known.wallet === 'connected' &&
    known.address === event.address &&
    known.chainId === event.chainId
  );
}

export interface WalletEventTargets {
  connection: ConnectionRef;
  session: SessionRef;
  transactionStore: TransactionStoreRef;
}

/**
 * Wallet watcher → connection, session and transaction store. The connection follows every change. The session
 * ends when the wallet disconnects (after having been connected here: the page's own reconnect at start is not a
 * sign-out) or shows another account than the signed-in one; a chain change keeps it (wallet-kit-behaviour.md
 * section 4.2). The transaction store lists the current account's transactions on a configured chain only.
 */
export function forwardWalletEvent(
  state: WalletState,
  event: WalletAccountEvent,
  { connection, session, transactionStore }: WalletEventTargets,
): WalletState {
  const next = nextWalletState(state, event);
  if (event.type === 'wallet.connecting') return next;
  if (isNewsFor(connection, event)) {
    connection.send(
      event.type === 'wallet.connected'
        ? { type: 'wallet.connected', address: event.address, chainId: event.chainId }
        : event,
    );
  }

  if (event.type === 'wallet.disconnected') {
    if (state.wasConnected) session.send({ type: 'wallet.disconnected' });
  } else if (event.type !== 'wallet.chainChanged' && next.address !== null) {
    session.send({ type: 'wallet.accountChanged', address: next.address, chainId: next.chainId });
  }

  const onConfiguredChain = next.address !== null && next.isChainSupported;
  transactionStore.send({
    type: 'wallet.accountChanged',
    address: onConfiguredChain ? next.address : null,
    chainId: onConfiguredChain ? next.chainId : null,
  });
  return next;
}

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
