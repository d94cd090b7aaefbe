import type { AnyActorRef, AnyEventObject, SnapshotFrom } from 'xstate';
import type { ConnectionInput, connectionMachine } from '@/machines/connection/connection.machine';
import { defineProperties, type StepFacts } from '../support/properties';

type Connection = SnapshotFrom<typeof connectionMachine>;
const STATUS = 'docs/wallet-behaviour.md section 1 (Connection status and which dialog may open)';

/** The wallet and the session side as the events so far tell them, and the chain the wallet is on. */
function known(history: readonly AnyEventObject[]) {
  let wallet = 'unknown';
  let auth = 'loading';
  let chainId: number | null = null;
  let address: string | null = null;
  for (const event of history) {
    const e = event as { chainId?: number; address?: string };
    if (event.type === 'wallet.connected')
      [wallet, chainId, address] = ['connected', e.chainId ?? null, e.address ?? null];
    if (event.type === 'wallet.disconnected') wallet = 'disconnected';
    if (event.type === 'wallet.chainChanged' && wallet === 'connected') chainId = e.chainId ?? null;
    if (event.type === 'wallet.accountChanged' && wallet === 'connected') address = e.address ?? null;
    if (event.type === 'session.loading') auth = 'loading';
    if (event.type === 'session.authenticated') auth = 'authenticated';
    if (event.type === 'session.unauthenticated') auth = 'unauthenticated';
  }
  return { wallet, auth, chainId, address };
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
/** The context a child dialog's actor shows (the sign-in panel, the network list), or undefined when none runs. */
const childContext = (snapshot: Connection, id: 'signIn' | 'networkSwitch') =>
  (snapshot.children as Record<string, AnyActorRef | undefined>)[id]?.getSnapshot().context as
    | { address?: string; chainId?: number | null; supportedChainIds?: readonly number[] }
    | undefined;
const recordedOf = (facts: StepFacts<Connection>, name: string) =>
  facts.recorded.filter((entry) => entry.name === name).map(({ value }) => value);
const endedSignIn = (facts: StepFacts<Connection>) =>
  facts.event.type === 'xstate.done.actor.signIn' && facts.previous?.hasTag('signInModalOpen') === true;
const signedInToken = (event: AnyEventObject) => {
  const output = (event as { output?: { outcome?: string; session?: { token?: string } } }).output;
  return output?.outcome === 'signedIn' ? output.session?.token : undefined;
};

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
    {
      id: 'sign-in-is-for-the-wallets-account-and-chain',
      source:
        'spec.md section 3 (Sign-in adapter: createMessage (address, chainId, nonce)); docs/machines.md modal.signIn: an account or chain change starts the attempt over with the new wallet',
      says: 'While the sign-in dialog is open, its attempt is for the account and chain the wallet is on now.',
      holds: ({ snapshot, history }) => {
        if (!snapshot.hasTag('signInModalOpen')) return true;
        const { address, chainId } = known(history);
        const attempt = childContext(snapshot, 'signIn');
        return attempt?.address === address && attempt?.chainId === chainId;
      },
    },
    {
      id: 'network-dialog-lists-the-configured-chains-and-marks-the-wallets',
      source:
        "docs/wallet-behaviour.md section 10 (Network dialog): lists every configured chain, the current chain is marked Connected; the dialog follows the wallet's chain changes",
      says: "While the network dialog is open, it lists the configured chains and knows the wallet's current chain.",
      holds: ({ snapshot, history, input }) => {
        if (!snapshot.hasTag('chainModalOpen')) return true;
        const list = childContext(snapshot, 'networkSwitch');
        return (
          list?.chainId === known(history).chainId &&
          JSON.stringify(list?.supportedChainIds) ===
            JSON.stringify((input as ConnectionInput).supportedChainIds)
        );
      },
    },
    {
      id: 'network-dialog-closes-when-the-switch-settles',
      source:
        'docs/wallet-behaviour.md section 10 (Network dialog): the dialog closes when the attempt settles, whether it succeeded or not',
      says: 'A settled network switch closes the network dialog.',
      holds: ({ event, previous, snapshot }) =>
        event.type !== 'xstate.done.actor.networkSwitch' ||
        !previous?.hasTag('chainModalOpen') ||
        MODALS.every((tag) => !snapshot.hasTag(tag)),
    },
    {
      id: 'a-verified-sign-in-hands-its-token-on',
      source:
        'docs/wallet-behaviour.md section 7 (Sign-in): success closes the dialog without disconnecting; the session then becomes signed in; section 8 (signed in means a login token is stored)',
      says: "The session is handed a token exactly when the sign-in attempt ends signed in, and it is that attempt's token.",
      holds: (facts) => {
        const token = endedSignIn(facts) ? signedInToken(facts.event) : undefined;
        const handed = recordedOf(facts, 'reportSignedIn');
        return JSON.stringify(handed) === JSON.stringify(token === undefined ? [] : [token]);
      },
    },
    {
      id: 'only-cancel-and-disconnect-disconnect-the-wallet',
      source:
        'docs/wallet-behaviour.md section 7 (Cancel, the close button, Escape and the backdrop close the panel and disconnect the wallet; success does not) and section 9 (Disconnect at once)',
      says: 'The wallet is disconnected once when the sign-in attempt is cancelled or Disconnect is pressed in the account dialog, and never otherwise.',
      holds: (facts) => {
        const cancelled = endedSignIn(facts) && signedInToken(facts.event) === undefined;
        const disconnectPressed =
          facts.event.type === 'user.disconnect' && facts.previous?.hasTag('accountModalOpen') === true;
        return recordedOf(facts, 'disconnectWallet').length === (cancelled || disconnectPressed ? 1 : 0);
      },
    },
    {
      id: 'connect-dialog-waits-for-its-wallet-list',
      source:
        'docs/wallet-behaviour.md section 3 (the wallet list the dialog shows) and section 6.1 (a wallet button opens the connect dialog on its wallet; closing forgets it)',
      says: 'Opening the connect dialog reads its wallet list once, for the wallet it was opened on (or none); nothing else reads it.',
      holds: ({ event, previous, snapshot, invoked }) => {
        const reads = invoked.filter(({ src }) => src === 'readConnectOpening');
        const opened = snapshot.hasTag('connectModalOpen') && !previous?.hasTag('connectModalOpen');
        if (!opened) return reads.length === 0;
        const chosen = (event as { walletId?: string }).walletId ?? null;
        return (
          reads.length === 1 && JSON.stringify(reads[0]?.input) === JSON.stringify({ chosenWalletId: chosen })
        );
      },
    },
  ],
});
