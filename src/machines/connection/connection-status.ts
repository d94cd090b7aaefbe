import type { ConnectFlowInput } from '../connect-flow/connect-flow-rules';

/** The connection statechart's vocabulary, kept apart so the chart file reads as the chart. */

/** What the wallet watcher knows: nothing yet (reconnecting at start), connected, or not. */
export type WalletStatus = 'unknown' | 'connected' | 'disconnected';
/** The session side's status, as RainbowKit's AuthenticationStatus. */
export type AuthStatus = 'loading' | 'unauthenticated' | 'authenticated';
export type ConnectionStatus = 'loading' | 'unauthenticated' | 'connected' | 'disconnected';

export interface ConnectionInput {
  /** The configured chains: the account modal opens only on one of them. */
  supportedChainIds: readonly number[];
  /** The session status at start, when the session side already knows it. */
  auth?: AuthStatus;
}

/**
 * What the connect dialog opens with, read when it opens: the wallet list once it has its first reading, the
 * stored recent wallets, the window width and the layout (the composition root's `readConnectOpening` actor).
 */
export type ConnectOpening = Omit<ConnectFlowInput, 'chosenWalletId'>;

export interface ReadConnectOpeningInput {
  /** Opened by a wallet button: its configured wallet is listed even where a browser wallet shadows it. */
  chosenWalletId: string | null;
}

export interface ConnectionContext {
  wallet: WalletStatus;
  auth: AuthStatus;
  address: string | null;
  chainId: number | null;
  supportedChainIds: readonly number[];
  /** The wallet the connect modal was last opened on ("Continue with"), or null for the whole list. */
  chosenWalletId: string | null;
}

export type ConnectionEvent =
  | { type: 'wallet.connected'; address: string; chainId: number }
  | { type: 'wallet.accountChanged'; address: string }
  | { type: 'wallet.chainChanged'; chainId: number }
  | { type: 'wallet.disconnected' }
  | { type: 'session.loading' }
  | { type: 'session.authenticated' }
  | { type: 'session.unauthenticated' }
  | { type: 'user.openConnectModal'; walletId?: string }
  | { type: 'user.openSignInModal' }
  | { type: 'user.openAccountModal' }
  | { type: 'user.openChainModal' }
  | { type: 'user.closeModal' }
  | { type: 'user.disconnect' }
  | { type: 'connect.openingRead'; opening: ConnectOpening };

export type ConnectionTag =
  | ConnectionStatus
  | 'connectModalOpen'
  | 'signInModalOpen'
  | 'accountModalOpen'
  | 'chainModalOpen';

/** The status rule of docs/wallet-behaviour.md section 1, with "not known yet" shown as loading. */
export function connectionStatusOf(context: Pick<ConnectionContext, 'wallet' | 'auth'>): ConnectionStatus {
  if (context.wallet === 'disconnected') return 'disconnected';
  if (context.wallet === 'unknown' || context.auth === 'loading') return 'loading';
  return context.auth === 'unauthenticated' ? 'unauthenticated' : 'connected';
}

export const isSupported = (context: Pick<ConnectionContext, 'supportedChainIds'>, chainId: number | null) =>
  chainId !== null && context.supportedChainIds.includes(chainId);
