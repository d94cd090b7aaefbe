import { defineMachineModel } from '@test/support/machine-model';
import { createAppTestModel } from '@test/support/test-model';
import { createActor, type EventObject, fromTransition } from 'xstate';
import {
  type ConnectClicksContext,
  connectClicksMachine,
} from '@/machines/connect-clicks/connect-clicks.machine';

/** A wallet system stand-in that keeps the clicks handed to it (the model does not run the real one). */
export function recordingWalletSystem() {
  return createActor(
    fromTransition(
      (received: EventObject[], event: EventObject) => [...received, event],
      [] as EventObject[],
    ),
  ).start();
}

/** Two wallet systems: the one that started first, and one started again (a remounted wallet chunk). */
export const firstWallet = recordingWalletSystem();
export const remountedWallet = recordingWalletSystem();

export const connectClicksTestModel = createAppTestModel(connectClicksMachine, {
  payloads: [
    { type: 'walletSystem.started', walletSystem: firstWallet },
    { type: 'walletSystem.started', walletSystem: remountedWallet },
  ],
  // Which wallet system clicks go to is all the context holds.
  serializeContext: (context: ConnectClicksContext) => ({ walletSystem: context.walletSystem?.id ?? null }),
});

/**
 * The remount gap (src/machines/AGENTS.md, Journeys: a stop returns to the initial vertex, so no shortest path
 * clicks after it): the wallet system stops, a click comes before the remounted one starts, and that one asks.
 */
const remountJourney = [
  { type: 'walletSystem.started', walletSystem: firstWallet },
  { type: 'walletSystem.stopped' },
  { type: 'user.connectClicked' },
  { type: 'walletSystem.started', walletSystem: remountedWallet },
  { type: 'user.connectClicked' },
];

export const connectClicksPaths = () => [
  ...connectClicksTestModel.model.getShortestPaths(),
  ...connectClicksTestModel.model.getPathsFromEvents(remountJourney),
];

export default defineMachineModel({
  name: 'connect-clicks',
  machine: connectClicksMachine,
  paths: connectClicksPaths,
});
