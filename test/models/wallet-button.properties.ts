import type { SnapshotFrom } from 'xstate';
// A relative path: scripts/machines-doc.ts loads this file outside the test project, where `@/` does not resolve.
import {
  isConnectedThroughButton,
  type WalletButtonEvent,
  type WalletButtonInput,
  type walletButtonMachine,
} from '../../src/machines/wallet-button/wallet-button.machine';
import { defineProperties, type StepFacts } from '../support/properties';

type WalletButton = SnapshotFrom<typeof walletButtonMachine>;
const BUTTONS = 'docs/wallet-behaviour.md section 6.1 (Wallet buttons)';

const walletOf = ({ input }: StepFacts<WalletButton>) => (input as WalletButtonInput).walletId;
const stored = (facts: StepFacts<WalletButton>) =>
  facts.recorded.filter(({ name }) => name === 'persistLatestWallet');
const connects = (facts: StepFacts<WalletButton>) =>
  facts.invoked.filter(({ src }) => src === 'connectWallet');
/** What the button asked of the connection (its peer, reached by a message) in this step. */
const dialogs = (facts: StepFacts<WalletButton>) =>
  facts.delivered
    .filter(({ to }) => to === String((facts.input as WalletButtonInput).connection.id))
    .map(({ event }) => event)
    .filter(({ type }) => type === 'user.openConnectModal');

/** The latest wallet id as the document keeps it: stored at a connection, set by a click, removed by a disconnect. */
function latestWallet({ history, recordedSoFar }: StepFacts<WalletButton>) {
  let latest: string | null = null;
  history.forEach((applied, step) => {
    const event = applied as WalletButtonEvent;
    if (event.type === 'wallet.connected') latest = event.latestWalletId;
    for (const { name, value } of recordedSoFar.filter((call) => call.step === step)) {
      if (name === 'persistLatestWallet') latest = value as string;
      if (name === 'removeLatestWallet') latest = null;
    }
  });
  return latest;
}
/** The last of the given event types applied so far, or undefined. */
const lastTypeAmong = (facts: StepFacts<WalletButton>, types: readonly string[]) =>
  facts.history.findLast(({ type }) => types.includes(type))?.type;

export default defineProperties<WalletButton>({
  machine: 'walletButton',
  properties: [
    {
      id: 'click-stores-the-wallet-as-latest',
      source: `${BUTTONS}: connect() stores the id as the latest wallet id first`,
      says: "A click that does anything stores this button's wallet as the latest one, before connecting or opening the dialog.",
      holds: (facts) => {
        const acted = connects(facts).length + dialogs(facts).length > 0;
        if (facts.event.type !== 'user.connect') return stored(facts).length === 0;
        return !acted || (stored(facts).length === 1 && stored(facts)[0]?.value === walletOf(facts));
      },
    },
    {
      id: 'ready-wallet-connects-directly-else-dialog',
      source: `${BUTTONS}: when the wallet is not installed and ready it opens the connect dialog on that wallet; otherwise it connects directly`,
      says: 'On a desktop, a click on a ready wallet connects it directly; on one that is not ready it opens the dialog on it; never both.',
      holds: (facts) => {
        if (facts.event.type !== 'user.connect') return dialogs(facts).length === 0;
        if (stored(facts).length === 0) return connects(facts).length === 0 && dialogs(facts).length === 0;
        const ready = (facts.event as { walletReady?: boolean }).walletReady === true;
        return ready
          ? connects(facts).length === 1 && dialogs(facts).length === 0
          : connects(facts).length === 0 &&
              dialogs(facts).length === 1 &&
              dialogs(facts)[0]?.walletId === walletOf(facts);
      },
    },
    {
      id: 'connects-only-its-wallet',
      source: `${BUTTONS}: bound to one wallet id`,
      says: "A direct connection is always for this button's wallet.",
      holds: (facts) =>
        connects(facts).every(({ input }) => (input as { walletId?: string }).walletId === walletOf(facts)),
    },
    {
      id: 'disconnect-forgets-the-latest-wallet',
      source: `${BUTTONS}: while a button is mounted, a disconnect (of a connection the button saw) removes the stored latest id`,
      says: 'A disconnect after a connection this button saw removes the latest wallet id; nothing else does.',
      holds: (facts) => {
        const removed = facts.recorded.filter(({ name }) => name === 'removeLatestWallet').length;
        const before = facts.history.slice(0, -1);
        const lastConnect = before.map(({ type }) => type).lastIndexOf('wallet.connected');
        const lastDisconnect = before.map(({ type }) => type).lastIndexOf('wallet.disconnected');
        const sawConnection = lastConnect > lastDisconnect;
        return removed === (facts.event.type === 'wallet.disconnected' && sawConnection ? 1 : 0);
      },
    },
    {
      id: 'connected-only-through-the-latest-wallet',
      source: `${BUTTONS}: \`connected\` is true only while a wallet is connected and the latest wallet id (as stored when the connection happened, or as this button set it) is this button's wallet`,
      says: "The button reads connected exactly while a wallet is connected and this button's wallet is the latest one, whether the connection or a click of this button made it the latest.",
      holds: (facts) => {
        const walletConnected =
          lastTypeAmong(facts, ['wallet.connected', 'wallet.disconnected']) === 'wallet.connected';
        return (
          isConnectedThroughButton(facts.snapshot.context) ===
          (walletConnected && latestWallet(facts) === walletOf(facts))
        );
      },
    },
    {
      id: 'failure-shown-until-the-next-click-or-connection',
      source: `${BUTTONS}: a failure sets \`error\` until the next click or connection`,
      says: 'The error shows from a failed direct connection until the next click or connection, and at no other time.',
      holds: (facts) =>
        facts.snapshot.context.failed ===
        (lastTypeAmong(facts, ['xstate.error.actor.connectWallet', 'user.connect', 'wallet.connected']) ===
          'xstate.error.actor.connectWallet'),
    },
  ],
});
