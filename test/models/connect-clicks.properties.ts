import type { AnyActorRef, AnyEventObject, SnapshotFrom } from 'xstate';
import type { connectClicksMachine } from '@/machines/connect-clicks/connect-clicks.machine';
import { defineProperties, type StepFacts } from '../support/properties';

type ConnectClicks = SnapshotFrom<typeof connectClicksMachine>;
const LAZY_WALLET =
  'src/app/CONTEXT.md (Lazy chunks: the wallet loads on the first Connect Wallet click, and that click opens the connect dialog once it has loaded)';
const ONE_DIALOG =
  'docs/wallet-behaviour.md section 1 (one dialog at a time: a click opens the connect dialog once)';
const CLICK_OPENS =
  'docs/wallet-behaviour.md section 1 (the connect dialog can be opened while disconnected: a Connect click opens it, a wallet remounted meanwhile included)';

const isStart = (event: AnyEventObject) => event.type === 'walletSystem.started';
const isStop = (event: AnyEventObject) => event.type === 'walletSystem.stopped';
const isClick = (event: AnyEventObject) => event.type === 'user.connectClicked';

/**
 * Read from the events alone: the wallet system running after them (the one that asked last, unless it stopped
 * since) and whether a click made while none ran still waits for one.
 */
function walletAfter(history: readonly AnyEventObject[]) {
  let running: AnyActorRef | undefined;
  let clickWaiting = false;
  for (const event of history) {
    if (isStart(event)) {
      running = (event as { walletSystem?: AnyActorRef }).walletSystem;
      clickWaiting = false;
    } else if (isStop(event)) running = undefined;
    else if (isClick(event) && !running) clickWaiting = true;
  }
  return { running, clickWaiting };
}
const clicksHandedOver = ({ delivered }: StepFacts<ConnectClicks>) =>
  delivered.filter(({ event }) => isClick(event));

export default defineProperties<ConnectClicks>({
  machine: 'connectClicks',
  properties: [
    {
      id: 'a-click-while-no-wallet-runs-is-kept-for-the-next-one',
      source: `${LAZY_WALLET}; ${CLICK_OPENS}`,
      says: 'A click made while no wallet system runs (before the chunk loads, or after the last one stopped and before a remounted one starts) is handed to the next wallet system that starts, once, when it asks; no click is handed over before one asks.',
      holds: (facts) => {
        if (!isStart(facts.event)) return true;
        const { clickWaiting } = walletAfter(facts.history.slice(0, -1));
        return clicksHandedOver(facts).length === (clickWaiting ? 1 : 0);
      },
    },
    {
      id: 'a-click-with-the-wallet-running-goes-to-it-at-once',
      source: `${LAZY_WALLET}; ${ONE_DIALOG}`,
      says: 'While a wallet system runs, each click goes to the one that asked last, at once and once; a click with none running (none started, or the last one stopped) goes nowhere yet.',
      holds: (facts) => {
        if (!isClick(facts.event)) return true;
        const handed = clicksHandedOver(facts);
        const { running } = walletAfter(facts.history.slice(0, -1));
        if (!running) return handed.length === 0;
        return handed.length === 1 && handed[0]?.to === String(running.id);
      },
    },
    {
      id: 'a-wallet-started-while-another-runs-does-not-answer-a-click-again',
      source: ONE_DIALOG,
      says: 'A wallet system that starts while another one still runs gets no click handed over (each click opens one dialog).',
      holds: (facts) =>
        !isStart(facts.event) ||
        !walletAfter(facts.history.slice(0, -1)).running ||
        clicksHandedOver(facts).length === 0,
    },
    {
      id: 'a-click-is-never-lost',
      source: CLICK_OPENS,
      says: 'After every step, a click made while no wallet system ran and not yet handed over is still kept (the chart is in clickKept): none is dropped, a remount between a stop and a start included.',
      holds: (facts) => walletAfter(facts.history).clickWaiting === facts.snapshot.matches('clickKept'),
    },
  ],
});
