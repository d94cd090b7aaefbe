import type { AnyEventObject, SnapshotFrom } from 'xstate';
import type { WalletSystemInput, walletSystemMachine } from '@/machines/wallet-system/wallet-system.machine';
import { defineProperties, type StepFacts } from '../support/properties';

type WalletSystem = SnapshotFrom<typeof walletSystemMachine>;
const FOLLOWS = 'docs/wallet-behaviour.md section 8 (The session follows the wallet)';
const DIFFERS = 'docs/wallet-behaviour.md section 13 (Session end on disconnect)';
const STATUS = 'docs/wallet-behaviour.md section 1 (Connection status and which dialog may open)';

const toSession = ({ delivered, input }: StepFacts<WalletSystem>) =>
  delivered
    .filter(({ to }) => to === String((input as WalletSystemInput).session.id))
    .map(({ event }) => event);
const toChild = ({ delivered }: StepFacts<WalletSystem>, child: string) =>
  delivered.filter(({ to }) => to === child).map(({ event }) => event);
const toConnection = (facts: StepFacts<WalletSystem>) => toChild(facts, 'connection');
const WALLET_NEWS = [
  'wallet.connected',
  'wallet.accountChanged',
  'wallet.chainChanged',
  'wallet.disconnected',
];
const SESSION_NEWS = ['session.loading', 'session.authenticated', 'session.unauthenticated'];

/** The account and chain the wallet is on, from the wallet's events: null address when not connected. */
function walletNow(history: readonly AnyEventObject[]) {
  let address: string | null = null;
  let chainId: number | null = null;
  for (const event of history) {
    const e = event as { address?: string; chainId?: number };
    if (event.type === 'wallet.connected') [address, chainId] = [e.address ?? null, e.chainId ?? null];
    if (event.type === 'wallet.accountChanged' && address !== null) address = e.address ?? null;
    if (event.type === 'wallet.chainChanged' && address !== null) chainId = e.chainId ?? null;
    if (event.type === 'wallet.disconnected') [address, chainId] = [null, null];
  }
  return { address, chainId };
}

/** The account the wallet last showed (connected or switched to), none after a disconnect or before anything. */
function lastAccount(history: readonly AnyEventObject[]) {
  let address: string | null = null;
  for (const event of history) {
    if (event.type === 'wallet.connected' || event.type === 'wallet.accountChanged')
      address = (event as { address?: string }).address ?? null;
    if (event.type === 'wallet.disconnected') address = null;
  }
  return address;
}

/** What the events so far say about the wallet and the session, before the current step. */
function before(history: readonly AnyEventObject[]) {
  let connectedHere = false;
  let wallet: 'unknown' | 'connected' | 'disconnected' = 'unknown';
  let auth = 'loading';
  for (const event of history.slice(0, -1)) {
    if (event.type === 'wallet.connected') [connectedHere, wallet] = [true, 'connected'];
    if (event.type === 'wallet.disconnected') [connectedHere, wallet] = [false, 'disconnected'];
    if (
      event.type.startsWith('session.') &&
      ['loading', 'authenticated', 'unauthenticated'].includes(event.type.slice(8))
    )
      auth = event.type.slice(8);
  }
  return { connectedHere, wallet, auth };
}

export default defineProperties<WalletSystem>({
  machine: 'walletSystem',
  properties: [
    {
      id: 'session-ends-on-a-disconnect-after-a-connection-here',
      source: `${FOLLOWS}; ${DIFFERS}`,
      says: "The session hears a disconnect exactly when a wallet connected in this page disconnects; the page's own reconnect at start finding no wallet is not a sign-out.",
      holds: (facts) => {
        const told = toSession(facts).some(({ type }) => type === 'wallet.disconnected');
        return told === (facts.event.type === 'wallet.disconnected' && before(facts.history).connectedHere);
      },
    },
    {
      id: 'chain-change-keeps-the-session',
      source: `${FOLLOWS}: a chain change does not end it`,
      says: 'A chain change tells the session nothing.',
      holds: (facts) => facts.event.type !== 'wallet.chainChanged' || toSession(facts).length === 0,
    },
    {
      id: 'session-checks-a-new-account',
      source: `${FOLLOWS}: the session ends when the wallet switches to another account`,
      says: "Another account, or a new connection, is told to the session with the wallet's address.",
      holds: (facts) => {
        const { type } = facts.event;
        const connectedNews =
          type === 'wallet.accountChanged' ||
          (type === 'wallet.connected' && before(facts.history).wallet !== 'connected');
        if (!connectedNews) return true;
        const address = (facts.event as { address?: string }).address;
        return toSession(facts).some(
          (event) => event.type === 'wallet.accountChanged' && event.address === address,
        );
      },
    },
    {
      id: 'profile-of-another-account-ends-the-session',
      source: `${FOLLOWS}: the session ends when the wallet switches to another account`,
      says: "A profile loaded for another account than the one the wallet shows (in any letter case) ends the session, once; a profile of the wallet's own account, or one while no account is shown, tells it nothing.",
      holds: (facts) => {
        const endings = toSession(facts).filter(
          (event) => event.type === 'wallet.accountChanged' && event.chainId === null,
        );
        if (facts.event.type !== 'session.profileLoaded') return true;
        const shown = lastAccount(facts.history);
        const profile = String((facts.event as { address?: string }).address).toLowerCase();
        const differs = shown !== null && shown.toLowerCase() !== profile;
        return differs
          ? endings.length === 1 && endings[0]?.address === shown && toSession(facts).length === 1
          : toSession(facts).length === 0;
      },
    },
    {
      id: 'children-start-with-the-configuration',
      source:
        'docs/wallet-behaviour.md section 10 (the network dialog lists the configured chains) and section 11 (recent transactions are kept in browser storage)',
      says: 'The connection starts with the configured chains; the transaction store with the transactions storage held (none when it held none).',
      holds: ({ index, invoked, input }) => {
        if (index !== 0) return true;
        const { supportedChainIds, storedTransactions } = input as WalletSystemInput;
        const inputOf = (id: string) => JSON.stringify(invoked.find((actor) => actor.id === id)?.input);
        return (
          inputOf('connection') === JSON.stringify({ supportedChainIds }) &&
          inputOf('transactionStore') === JSON.stringify({ stored: storedTransactions ?? {} })
        );
      },
    },
    {
      id: 'signed-in-token-goes-to-the-session',
      source: `${FOLLOWS}: signed in means a login token is stored; docs/wallet-behaviour.md section 7`,
      says: 'The token a verified sign-in returned reaches the session unchanged, and no token reaches it otherwise.',
      holds: (facts) => {
        const tokens = toSession(facts).filter(({ type }) => type === 'auth.signedIn');
        if (facts.event.type !== 'auth.signedIn') return tokens.length === 0;
        return tokens.length === 1 && tokens[0]?.token === (facts.event as { token?: string }).token;
      },
    },
    {
      id: 'asks-for-the-connect-clicks-when-it-starts',
      source:
        'src/app/CONTEXT.md (Lazy chunks: the first Connect Wallet click loads the wallet, and that click opens the connect dialog once it has loaded)',
      says: "The wallet system asks the app area for the page's Connect Wallet clicks once, as it starts, giving itself as where to send them.",
      holds: ({ delivered, input, index }) => {
        const { connectClicks } = input as WalletSystemInput;
        const asked = delivered.filter(({ to }) => to === String(connectClicks.id));
        if (index > 0) return asked.length === 0;
        const walletSystem = (asked[0]?.event as { walletSystem?: { id: string } } | undefined)?.walletSystem;
        return (
          asked.length === 1 &&
          asked[0]?.event.type === 'walletSystem.started' &&
          walletSystem !== undefined &&
          String(walletSystem.id) === asked[0].from
        );
      },
    },
    {
      id: 'connect-dialog-opens-only-when-it-may',
      source: `${STATUS}: the status table; the connect dialog can be opened while disconnected or unauthenticated, never while loading`,
      says: 'A Connect click opens the connect dialog only when the status is disconnected (no wallet) or unauthenticated (a wallet, no session).',
      holds: (facts) => {
        if (!toConnection(facts).some(({ type }) => type === 'user.openConnectModal')) return true;
        const { wallet, auth } = before([...facts.history, facts.event]);
        const clicked = facts.history.some(({ type }) => type === 'user.connectClicked');
        return (
          clicked && (wallet === 'disconnected' || (wallet === 'connected' && auth === 'unauthenticated'))
        );
      },
    },
    {
      id: 'connection-hears-wallet-and-session-news',
      source: `${STATUS}: the status combines the wallet and the session side`,
      says: 'Every new fact about the wallet (connected, account, chain, disconnected) and the session side reaches the connection as it came.',
      holds: (facts) => {
        const { type } = facts.event;
        const wallet = before(facts.history).wallet;
        const repeated =
          (type === 'wallet.connected' &&
            wallet === 'connected' &&
            JSON.stringify(walletNow(facts.history)) ===
              JSON.stringify(walletNow(facts.history.slice(0, -1)))) ||
          (type === 'wallet.disconnected' && wallet === 'disconnected');
        if (!(WALLET_NEWS.includes(type) || SESSION_NEWS.includes(type)) || repeated) return true;
        return toConnection(facts).some((event) => event.type === type);
      },
    },
    {
      id: 'transaction-store-lists-the-wallets-account',
      source:
        'docs/wallet-behaviour.md section 11: kept per address and per chain; adding one needs a connected address on a configured chain',
      says: "After any wallet event the store is told the wallet's account and chain, or none when it is disconnected or on a chain that is not configured.",
      holds: (facts) => {
        if (!WALLET_NEWS.includes(facts.event.type)) return true;
        const { address, chainId } = walletNow(facts.history);
        const configured =
          chainId !== null && (facts.input as WalletSystemInput).supportedChainIds.includes(chainId);
        const told = toChild(facts, 'transactionStore').at(-1) as
          | { address?: string | null; chainId?: number | null }
          | undefined;
        return (
          told !== undefined &&
          told.address === (configured ? address : null) &&
          told.chainId === (configured ? chainId : null)
        );
      },
    },
    {
      id: 'disconnect-in-another-tab-disconnects-here',
      source: 'docs/wallet-behaviour.md section 13 (Disconnect across tabs)',
      says: 'A disconnect in another tab disconnects the wallet in this page when it is connected, and does nothing otherwise.',
      holds: (facts) => {
        const asked = toChild(facts, 'watchWallet').filter(({ type }) => type === 'wallet.disconnect').length;
        if (facts.event.type !== 'wallet.disconnectedElsewhere') return asked === 0;
        return asked === (before(facts.history).wallet === 'connected' ? 1 : 0);
      },
    },
    {
      id: 'settlement-refreshes-the-balance-once',
      source: 'docs/wallet-behaviour.md section 11 (a settled transaction refreshes the balance)',
      says: "A transaction settling has its account's balance read again once, for its account and chain; nothing else refreshes a balance.",
      holds: ({ recorded, event, history, input }) => {
        const refreshed = recorded.filter(({ name }) => name === 'refreshBalance').map(({ value }) => value);
        const groups = (e: AnyEventObject | undefined) =>
          JSON.stringify((e as { snapshot?: { context?: unknown } } | undefined)?.snapshot?.context ?? {});
        const previousStore = [...history.slice(0, -1)].reverse().find(({ type }) => type === event.type);
        // Before the store's first snapshot, what it started from: the transactions storage held.
        const before = previousStore
          ? groups(previousStore)
          : JSON.stringify((input as WalletSystemInput).storedTransactions ?? {});
        const settles =
          event.type === 'xstate.snapshot.transactionStore' &&
          groups(event).includes('"confirmed"') &&
          before.includes('"pending"');
        return settles
          ? refreshed.length === 1 && (refreshed[0] as { chainId?: number } | undefined)?.chainId === 97
          : refreshed.length === 0;
      },
    },
  ],
});
