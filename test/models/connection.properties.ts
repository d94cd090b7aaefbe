import type { AnyEventObject, SnapshotFrom } from 'xstate';
import type { ConnectionInput, connectionMachine } from '@/machines/connection/connection.machine';
import { defineProperties, type StepFacts } from '../support/properties';

type Connection = SnapshotFrom<typeof connectionMachine>;
const STATUS = 'docs/wallet-behaviour.md section 1 (Connection status and which dialog may open)';

/** The wallet and the session side as the events so far tell them, and the chain the wallet is on. */
function known(history: readonly AnyEventObject[]) {
  let wallet = 'unknown';
  let auth = 'loading';
  let chainId: number | null = null;
  for (const event of history) {
    const e = event as { chainId?: number };
    if (event.type === 'wallet.connected') [wallet, chainId] = ['connected', e.chainId ?? null];
    if (event.type === 'wallet.disconnected') wallet = 'disconnected';
    if (event.type === 'wallet.chainChanged') chainId = e.chainId ?? null;
    if (event.type === 'session.loading') auth = 'loading';
    if (event.type === 'session.authenticated') auth = 'authenticated';
    if (event.type === 'session.unauthenticated') auth = 'unauthenticated';
  }
  return { wallet, auth, chainId };
}
/** The status table of section 1 (a wallet not reported yet counts as not known: loading). */
function statusOf({ wallet, auth }: ReturnType<typeof known>) {
  if (wallet === 'disconnected') return 'disconnected';
  if (wallet === 'unknown' || auth === 'loading') return 'loading';
  return auth === 'unauthenticated' ? 'unauthenticated' : 'connected';
}
const STATUSES = ['loading', 'disconnected', 'unauthenticated', 'connected'] as const;
const MODALS = ['connectModalOpen', 'signInModalOpen', 'accountModalOpen', 'chainModalOpen'] as const;
const status = (facts: StepFacts<Connection>) => statusOf(known(facts.history));

export default defineProperties<Connection>({
  machine: 'connection',
  properties: [
    {
      id: 'status-from-the-wallet-and-the-session',
      source: `${STATUS}: the status table`,
      says: 'The status is disconnected without a wallet, loading while the session side is not known, unauthenticated or connected after it.',
      holds: (facts) => STATUSES.every((tag) => facts.snapshot.hasTag(tag) === (tag === status(facts))),
    },
    {
      id: 'one-dialog-at-a-time',
      source: STATUS,
      says: 'At most one wallet dialog is open.',
      holds: ({ snapshot }) => MODALS.filter((tag) => snapshot.hasTag(tag)).length <= 1,
    },
    {
      id: 'connect-dialog-only-signed-out',
      source: `${STATUS}: the connect dialog can be opened while disconnected or unauthenticated, never while loading`,
      says: 'The connect dialog (or sign-in in its place) is open or can open only while disconnected or unauthenticated.',
      holds: (facts) => {
        const allowed = ['disconnected', 'unauthenticated'].includes(status(facts));
        const open = facts.snapshot.hasTag('connectModalOpen') || facts.snapshot.hasTag('signInModalOpen');
        return allowed || (!open && !facts.snapshot.can({ type: 'user.openConnectModal' }));
      },
    },
    {
      id: 'network-dialog-only-connected',
      source: `${STATUS}: the network dialog can be opened only while connected, also on an unsupported chain`,
      says: 'The network dialog is open or can open only while connected; then, with no other dialog open, it can.',
      holds: (facts) => {
        const connected = status(facts) === 'connected';
        const canOpen = facts.snapshot.can({ type: 'user.openChainModal' });
        const noneOpen = MODALS.every((tag) => !facts.snapshot.hasTag(tag));
        return connected ? canOpen || !noneOpen : !canOpen && !facts.snapshot.hasTag('chainModalOpen');
      },
    },
    {
      id: 'account-dialog-only-connected-on-a-configured-chain',
      source: `${STATUS}: the account dialog can be opened only while connected and on a configured chain`,
      says: 'The account dialog is open or can open only while connected on a configured chain.',
      holds: (facts) => {
        const { chainId } = known(facts.history);
        const allowed =
          status(facts) === 'connected' &&
          chainId !== null &&
          (facts.input as ConnectionInput).supportedChainIds.includes(chainId);
        return (
          allowed ||
          (!facts.snapshot.can({ type: 'user.openAccountModal' }) &&
            !facts.snapshot.hasTag('accountModalOpen'))
        );
      },
    },
    {
      id: 'disconnect-closes-every-dialog',
      source: `${STATUS}: a disconnect closes all three; so does the session side becoming unauthenticated`,
      says: 'A disconnect closes every dialog.',
      holds: ({ event, snapshot }) =>
        event.type !== 'wallet.disconnected' || MODALS.every((tag) => !snapshot.hasTag(tag)),
    },
    {
      id: 'new-connection-closes-account-and-network-dialogs',
      source: `${STATUS}: a new connection closes the account and network dialogs, and the connect dialog unless unauthenticated`,
      says: 'A new connection closes the account and network dialogs.',
      holds: ({ event, snapshot, history }) =>
        event.type !== 'wallet.connected' ||
        known(history.slice(0, -1)).wallet === 'connected' ||
        (!snapshot.hasTag('accountModalOpen') && !snapshot.hasTag('chainModalOpen')),
    },
  ],
});
