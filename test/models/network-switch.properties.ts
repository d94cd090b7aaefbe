import type { AnyEventObject, SnapshotFrom } from 'xstate';
import type {
  NetworkSwitchInput,
  networkSwitchMachine,
} from '@/machines/network-switch/network-switch.machine';
import { defineProperties, lastOf, type StepFacts } from '../support/properties';

type NetworkSwitch = SnapshotFrom<typeof networkSwitchMachine>;
const NETWORK = 'docs/wallet-behaviour.md section 10 (Network dialog)';

const currentChain = ({ history, input }: StepFacts<NetworkSwitch>) =>
  lastOf<AnyEventObject & { chainId: number }>(history, 'wallet.chainChanged')?.chainId ??
  (input as NetworkSwitchInput).chainId;
const configured = (facts: StepFacts<NetworkSwitch>, chainId: number | null) =>
  chainId !== null && (facts.input as NetworkSwitchInput).supportedChainIds.includes(chainId);
const isOpen = ({ snapshot }: StepFacts<NetworkSwitch>) => snapshot.status === 'active';

export default defineProperties<NetworkSwitch>({
  machine: 'networkSwitch',
  properties: [
    {
      id: 'shows-the-wallets-current-chain',
      source: `${NETWORK}: the dialog follows the wallet; a chain change made in the wallet moves the Connected mark`,
      says: "The dialog marks the wallet's current chain as Connected: the last chain the wallet reported.",
      holds: (facts) => !isOpen(facts) || facts.snapshot.context.chainId === currentChain(facts),
    },
    {
      id: 'wrong-network-exactly-off-the-configured-chains',
      source: `${NETWORK}: on a chain the app does not support, a wrong-network warning and a Disconnect row`,
      says: 'The wrong-network warning (with Disconnect) shows exactly while the wallet is on a chain that is not configured.',
      holds: (facts) =>
        !isOpen(facts) ||
        (facts.snapshot.hasTag('wrongNetwork') === !configured(facts, currentChain(facts)) &&
          facts.snapshot.can({ type: 'user.disconnect' }) === !configured(facts, currentChain(facts))),
    },
    {
      id: 'switch-asks-for-the-picked-chain-once',
      source: `${NETWORK}: picking another chain asks the wallet to switch; the current chain cannot be clicked`,
      says: 'Picking another configured chain asks the wallet once for that chain; the current or an unconfigured one, or any other step, asks nothing.',
      holds: (facts) => {
        const { event, invoked, previous } = facts;
        const picked = (event as { chainId?: number }).chainId ?? null;
        const asks =
          event.type === 'user.selectChain' &&
          previous?.status === 'active' &&
          !previous.hasTag('switching') &&
          picked !== currentChain(facts) &&
          configured(facts, picked);
        if (!asks) return invoked.length === 0;
        return (
          invoked.length === 1 && (invoked[0]?.input as { chainId?: number } | undefined)?.chainId === picked
        );
      },
    },
    {
      id: 'confirm-in-wallet-on-the-picked-row',
      source: `${NETWORK}: that row shows "Confirm in wallet" until the attempt settles`,
      says: 'While the wallet is asked, the picked chain shows Confirm in wallet, and no other chain can be picked.',
      holds: ({ snapshot, invokedSoFar, history }) => {
        const asked =
          invokedSoFar.length > history.filter(({ type }) => type.includes('actor.switchChain')).length;
        if (snapshot.status !== 'active') return true;
        return (
          snapshot.hasTag('switching') === asked &&
          (!asked ||
            (snapshot.context.pendingChainId ===
              (invokedSoFar.at(-1)?.input as { chainId: number } | undefined)?.chainId &&
              !snapshot.can({ type: 'user.selectChain', chainId: 56 }) &&
              !snapshot.can({ type: 'user.selectChain', chainId: 97 })))
        );
      },
    },
    {
      id: 'closes-when-the-switch-settles',
      source: `${NETWORK}: the dialog closes when it settles, whether it succeeded or not`,
      says: 'The dialog closes when the wallet answers: switched, or failed (saying whether the user declined).',
      holds: ({ event, snapshot }) => {
        if (event.type === 'xstate.done.actor.switchChain')
          return snapshot.status === 'done' && snapshot.output?.outcome === 'switched';
        if (event.type === 'xstate.error.actor.switchChain') {
          const declined = (event as { error?: { code?: number } }).error?.code === 4001;
          return (
            snapshot.status === 'done' &&
            JSON.stringify(snapshot.output) === JSON.stringify({ outcome: 'failed', rejected: declined })
          );
        }
        return true;
      },
    },
    {
      id: 'disconnect-closes',
      source: `${NETWORK}; docs/wallet-behaviour.md section 1 (a disconnect closes all three dialogs)`,
      says: 'Disconnect on the wrong network closes the dialog as disconnected and asks the wallet nothing else.',
      holds: ({ event, previous, snapshot, invoked }) =>
        event.type !== 'user.disconnect' ||
        !previous?.hasTag('wrongNetwork') ||
        (snapshot.status === 'done' && snapshot.output?.outcome === 'disconnected' && invoked.length === 0),
    },
  ],
});
