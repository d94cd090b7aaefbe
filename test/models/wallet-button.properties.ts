import type { SnapshotFrom } from 'xstate';
import type { WalletButtonInput, walletButtonMachine } from '@/machines/wallet-button/wallet-button.machine';
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
  ],
});
