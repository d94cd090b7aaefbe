import type { ConnectionRef, SessionRef, TransactionStoreRef } from './bridges';
import type { WalletAccountEvent } from './wallet-events';

/**
 * The bridge from the wallet watcher (wagmi's account, as events) to the connection, the session and the
 * transaction store: one rule, kept apart from the actor-to-actor bridges of bridges.ts.
 */

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
