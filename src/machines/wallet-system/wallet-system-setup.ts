import { assertEvent, assign, fromCallback, sendTo, setup } from 'xstate';
import type { SignedInReport } from '../connection/connection.machine';
import { connectionMachine } from '../connection/connection.machine';
import { type AuthStatus, connectionStatusOf, isSupported } from '../connection/connection-status';
import type { TransactionGroups } from '../transaction-store/transaction-list';
import { transactionStoreMachine } from '../transaction-store/transaction-store.machine';
import { settledAccounts } from './settled-accounts';
import {
  type SessionNewsEvent,
  type SessionPeer,
  type SettledAccount,
  sessionStatusEvent,
  type WalletCommand,
  type WalletSystemContext,
  type WalletSystemInput,
  type WalletWatcherEvent,
} from './wallet-system-types';

/**
 * A Connect Wallet click anywhere on the page (a stand-in control, or a page's own Connect): the system opens the
 * connect (or sign-in) modal once the wallet and the session are known. `followConnectClicks` reports them, the one
 * made while the wallet loaded first.
 */
export interface ConnectClickedEvent {
  type: 'user.connectClicked';
}

export type WalletSystemEvent = WalletWatcherEvent | SessionNewsEvent | SignedInReport | ConnectClickedEvent;

/** The session's news, each once: its status as it changes, the address of each profile it loads. */
const followSession = fromCallback<SessionNewsEvent, { session: SessionPeer }>(({ input, sendBack }) => {
  let status: string | undefined;
  let profileAddress: string | undefined;
  let expired = false;
  const report = (snapshot: ReturnType<SessionPeer['getSnapshot']>) => {
    const event = sessionStatusEvent(snapshot);
    if (event.type !== status) {
      status = event.type;
      sendBack(event);
    }
    if (snapshot.hasTag('expired') && !expired) sendBack({ type: 'session.expired' });
    expired = snapshot.hasTag('expired');
    const address = snapshot.context.profile?.address;
    if (address && address !== profileAddress) sendBack({ type: 'session.profileLoaded', address });
    profileAddress = address;
  };
  report(input.session.getSnapshot());
  return input.session.subscribe(report).unsubscribe;
});

const sameAddress = (a: string | null, b: string | null) =>
  a !== null && b?.toLowerCase() === a.toLowerCase();

const statusOf = (context: WalletSystemContext) => connectionStatusOf(context);

/** The wallet system's vocabulary (children, guards, actions); the chart is in wallet-system.machine.ts. */
export const walletSystemSetup = setup({
  types: {
    context: {} as WalletSystemContext,
    events: {} as WalletSystemEvent,
    input: {} as WalletSystemInput,
    children: {} as {
      connection: 'connection';
      transactionStore: 'transactionStore';
      followSession: 'followSession';
      watchWallet: 'watchWallet';
      followConnectClicks: 'followConnectClicks';
    },
  },
  actors: {
    connection: connectionMachine,
    transactionStore: transactionStoreMachine,
    followSession,
    /**
     * The wallet watcher: reports where the wallet stands now, then every change, and disconnects the wallet when
     * told to (provided by the root).
     */
    watchWallet: fromCallback<WalletCommand>(() => () => undefined),
    /** Reports each Connect Wallet click the page takes, one waiting from before the start first (provided by the root). */
    followConnectClicks: fromCallback<ConnectClickedEvent>(() => () => undefined),
  },
  guards: {
    isConnectionKnown: ({ context }, params: { address: string; chainId: number }) =>
      context.wallet === 'connected' &&
      context.address === params.address &&
      context.chainId === params.chainId,
    isDisconnectKnown: ({ context }) => context.wallet === 'disconnected',
    isWalletConnected: ({ context }) => context.wallet === 'connected',
    wasConnectedInThisPage: ({ context }) => context.wasConnected,
    isProfileOfAnotherAccount: ({ context }, params: { address: string }) =>
      context.address !== null && !sameAddress(context.address, params.address),
    isSignedInWithWallet: ({ context }) => statusOf(context) === 'connected',
    canOpenConnectModal: ({ context }) =>
      statusOf(context) === 'disconnected' || statusOf(context) === 'unauthenticated',
    hasSettledTransaction: ({ context }, params: { groups: TransactionGroups }) =>
      settledAccounts(context.groups, params.groups).length > 0,
  },
  actions: {
    assignConnected: assign((_, params: { address: string; chainId: number }) => ({
      wallet: 'connected' as const,
      address: params.address,
      chainId: params.chainId,
      wasConnected: true,
    })),
    assignAccount: assign((_, params: { address: string }) => ({ address: params.address })),
    assignChain: assign((_, params: { chainId: number }) => ({ chainId: params.chainId })),
    assignDisconnected: assign({ wallet: 'disconnected', address: null, chainId: null }),
    assignAuth: assign((_, params: { auth: AuthStatus }) => ({ auth: params.auth })),
    openConnectModal: sendTo('connection', { type: 'user.openConnectModal' } as const),
    tellSessionSignedIn: sendTo(
      ({ context }) => context.session,
      ({ event }) => {
        assertEvent(event, 'auth.signedIn');
        return { type: 'auth.signedIn', token: event.token } as const;
      },
    ),
    assignGroups: assign((_, params: { groups: TransactionGroups }) => ({ groups: params.groups })),
    tellConnection: sendTo('connection', ({ event }) => {
      if (event.type === 'wallet.connected')
        return { type: 'wallet.connected', address: event.address, chainId: event.chainId } as const;
      return event as Exclude<
        WalletSystemEvent,
        {
          type:
            | 'wallet.connecting'
            | 'wallet.disconnectedElsewhere'
            | 'session.profileLoaded'
            | 'session.expired'
            | 'auth.signedIn';
        }
      >;
    }),
    tellSessionAccount: sendTo(
      ({ context }) => context.session,
      ({ context }) =>
        ({ type: 'wallet.accountChanged', address: context.address, chainId: context.chainId }) as const,
    ),
    tellSessionOfProfileMismatch: sendTo(
      ({ context }) => context.session,
      ({ context }) => ({ type: 'wallet.accountChanged', address: context.address, chainId: null }) as const,
    ),
    /** After the session's status (unauthenticated): the connection opens sign-in for the connected wallet. */
    askToSignInAgain: sendTo('connection', { type: 'user.openSignInModal' } as const),
    /** The wallet watcher disconnects the wallet in this page (wagmi's disconnect). */
    disconnectWallet: sendTo('watchWallet', { type: 'wallet.disconnect' } as const),
    endSession: sendTo(({ context }) => context.session, { type: 'wallet.disconnected' } as const),
    /** The store lists the current account's transactions on a configured chain only. */
    syncTransactionStore: sendTo('transactionStore', ({ context }) => {
      // A connected wallet's account only: an account or chain heard while disconnected lists nothing.
      const onConfiguredChain =
        context.wallet === 'connected' && context.address !== null && isSupported(context, context.chainId);
      return {
        type: 'wallet.accountChanged',
        address: onConfiguredChain ? context.address : null,
        chainId: onConfiguredChain ? context.chainId : null,
      } as const;
    }),
    /**
     * The balances of the accounts whose pending transaction just settled are read again (each once; the
     * composition root refreshes their balance queries).
     */
    refreshBalances: (_, _params: { accounts: readonly SettledAccount[] }) => undefined,
  },
});
