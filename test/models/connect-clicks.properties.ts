import type { AnyActorRef, AnyEventObject, SnapshotFrom } from 'xstate';
import type { connectClicksMachine } from '@/machines/connect-clicks/connect-clicks.machine';
import { defineProperties, type StepFacts } from '../support/properties';

type ConnectClicks = SnapshotFrom<typeof connectClicksMachine>;
const LAZY_WALLET =
  'src/app/CONTEXT.md (Lazy chunks: the wallet loads on the first Connect Wallet click, and that click opens the connect dialog once it has loaded)';
const ONE_DIALOG =
  'docs/wallet-behaviour.md section 1 (one dialog at a time: a click opens the connect dialog once)';

const isStart = (event: AnyEventObject) => event.type === 'walletSystem.started';
const isClick = (event: AnyEventObject) => event.type === 'user.connectClicked';
/** The wallet system that asked last, by the events alone. */
const latestWallet = (history: readonly AnyEventObject[]) =>
  (history.filter(isStart).at(-1) as { walletSystem?: AnyActorRef } | undefined)?.walletSystem;
const clicksHandedOver = ({ delivered }: StepFacts<ConnectClicks>) =>
  delivered.filter(({ event }) => isClick(event));

export default defineProperties<ConnectClicks>({
  machine: 'connectClicks',
  properties: [
    {
      id: 'a-click-before-the-wallet-is-kept-for-it',
      source: LAZY_WALLET,
      says: 'A click made while no wallet system runs is handed to the first wallet system that starts, once, when it asks; no click is handed over before one asks.',
      holds: (facts) => {
        const before = facts.history.slice(0, -1);
        const firstStart = isStart(facts.event) && !before.some(isStart);
        const expected = firstStart && before.some(isClick) ? 1 : 0;
        if (!isStart(facts.event)) return true;
        return clicksHandedOver(facts).length === expected;
      },
    },
    {
      id: 'a-click-with-the-wallet-running-goes-to-it-at-once',
      source: `${LAZY_WALLET}; ${ONE_DIALOG}`,
      says: 'Once a wallet system has asked, each click goes to the one that asked last, at once and once; a click with none running goes nowhere yet.',
      holds: (facts) => {
        if (!isClick(facts.event)) return true;
        const handed = clicksHandedOver(facts);
        const wallet = latestWallet(facts.history);
        if (!wallet) return handed.length === 0;
        return handed.length === 1 && handed[0]?.to === String(wallet.id);
      },
    },
    {
      id: 'a-remounted-wallet-does-not-answer-a-click-again',
      source: ONE_DIALOG,
      says: 'A wallet system that starts after another already asked gets no click handed over (each click opens one dialog).',
      holds: (facts) =>
        !isStart(facts.event) ||
        !facts.history.slice(0, -1).some(isStart) ||
        clicksHandedOver(facts).length === 0,
    },
  ],
});
