import type { ActorRef, EventObject, Snapshot } from 'xstate';
import type { ConnectClicksEvent } from '../connect-clicks/connect-clicks.machine';
import type { AuthStatus } from '../connection/connection-status';
import type { TransactionGroups } from '../transaction-store/transaction-list';

/** What the wallet watcher reports (wagmi's account as events), in the words of the wallet system. */
export type WalletWatcherEvent =
  | { type: 'wallet.connecting' }
  | { type: 'wallet.connected'; address: string; chainId: number }
  | { type: 'wallet.accountChanged'; address: string }
  | { type: 'wallet.chainChanged'; chainId: number }
  | { type: 'wallet.disconnected' }
  /** Another tab of this site disconnected the wallet this page is connected with (wagmi does not tell this one). */
  | { type: 'wallet.disconnectedElsewhere' };

/** What the wallet system asks of the wallet watcher. */
export type WalletCommand = { type: 'wallet.disconnect' };

/** What the session tells the wallet system: its status as the connection hears it, and whose profile it holds. */
export type SessionNewsEvent =
  | { type: 'session.loading' }
  | { type: 'session.authenticated' }
  | { type: 'session.unauthenticated' }
  /** The session's token ran out (the session chart's `expired` tag): ask to sign in again. */
  | { type: 'session.expired' }
  | { type: 'session.profileLoaded'; address: string };

/** What the wallet system tells the session (a subset of the session machine's events). */
export type SessionRouteEvent =
  | { type: 'auth.signedIn'; token: string }
  | { type: 'wallet.disconnected' }
  | { type: 'wallet.accountChanged'; address: string | null; chainId: number | null };

/** The facts of the session the wallet system listens to (the session machine's snapshot has them). */
export interface SessionFacts {
  status: string;
  matches: (state: 'restoring') => boolean;
  hasTag: (tag: 'signedIn' | 'expired') => boolean;
  context: { profile: { address: string } | null };
}

/** The session actor of the app area: the wallet system reads it and tells it about the wallet. */
export type SessionPeer = ActorRef<Snapshot<unknown> & SessionFacts, SessionRouteEvent & EventObject>;

/** The app area's connect-clicks actor: it hands the page's Connect Wallet clicks to the wallet system that asks. */
export type ConnectClicksPeer = ActorRef<Snapshot<unknown>, ConnectClicksEvent>;

export interface WalletSystemInput {
  /** The configured chains, in the order the network dialog lists them. */
  supportedChainIds: readonly number[];
  /** The recent transactions browser storage held at start. */
  storedTransactions?: TransactionGroups;
  /** The app area's session (it lives before the wallet chunk loads, and after). */
  session: SessionPeer;
  /** The app area's connect-clicks actor (it keeps a click made before the wallet chunk loaded). */
  connectClicks: ConnectClicksPeer;
}

/** What the connection has been told of the wallet: the wallet system is its one source of wallet events. */
export type KnownWallet = 'unknown' | 'connected' | 'disconnected';

export interface WalletSystemContext {
  session: SessionPeer;
  connectClicks: ConnectClicksPeer;
  supportedChainIds: readonly number[];
  storedTransactions: TransactionGroups;
  wallet: KnownWallet;
  address: string | null;
  chainId: number | null;
  /** A wallet was connected at some point in this page: only then does a disconnect end the session. */
  wasConnected: boolean;
  /** The transaction store's groups as last seen, to tell a settlement (pending → confirmed or failed). */
  groups: TransactionGroups;
  /** The session's status as last heard (the connection hears the same). */
  auth: AuthStatus;
}

/** An account and chain one of whose pending transactions was confirmed or failed (its balance changed). */
export interface SettledAccount {
  address: string;
  chainId: number;
}

/** The session's status event for the connection (RainbowKit's AuthenticationStatus), from its snapshot. */
export function sessionStatusEvent(snapshot: SessionFacts): { type: `session.${AuthStatus}` } {
  if (snapshot.matches('restoring')) return { type: 'session.loading' };
  return snapshot.hasTag('signedIn')
    ? { type: 'session.authenticated' }
    : { type: 'session.unauthenticated' };
}
