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

export const connectClicksPaths = () => connectClicksTestModel.model.getShortestPaths();

export default defineMachineModel({
  name: 'connect-clicks',
  machine: connectClicksMachine,
  paths: connectClicksPaths,
});
