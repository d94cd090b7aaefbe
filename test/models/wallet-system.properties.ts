import type { AnyEventObject, SnapshotFrom } from 'xstate';
import type { WalletSystemInput, walletSystemMachine } from '@/machines/wallet-system.machine';
import { defineProperties, type StepFacts } from '../support/properties';

type WalletSystem = SnapshotFrom<typeof walletSystemMachine>;
const FOLLOWS = 'docs/wallet-behaviour.md section 8 (The session follows the wallet)';
const DIFFERS = 'docs/wallet-behaviour.md section 13 (Session end on disconnect)';
const STATUS = 'docs/wallet-behaviour.md section 1 (Connection status and which dialog may open)';

const toSession = ({ delivered, input }: StepFacts<WalletSystem>) =>
  delivered
    .filter(({ to }) => to === String((input as WalletSystemInput).session.id))
    .map(({ event }) => event);
const toConnection = ({ delivered }: StepFacts<WalletSystem>) =>
  delivered.filter(({ to }) => to === 'connection').map(({ event }) => event);

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
      id: 'settlement-announced-once',
      source: 'docs/wallet-behaviour.md section 11 (a settled transaction refreshes the balance)',
      says: 'A transaction settling is emitted once, for its account and chain; nothing else emits.',
      holds: ({ emitted, event, history }) => {
        const groups = (e: AnyEventObject | undefined) =>
          JSON.stringify((e as { snapshot?: { context?: unknown } } | undefined)?.snapshot?.context ?? {});
        const previousStore = [...history.slice(0, -1)].reverse().find(({ type }) => type === event.type);
        const settles =
          event.type === 'xstate.snapshot.transactionStore' &&
          groups(event).includes('"confirmed"') &&
          groups(previousStore).includes('"pending"');
        return settles
          ? emitted.length === 1 && emitted[0]?.type === 'transaction.settled' && emitted[0]?.chainId === 97
          : emitted.length === 0;
      },
    },
  ],
});
