import { neverSettlesCallback } from '@test/support/controllable';
import { defineMachineModel } from '@test/support/machine-model';
import { neverSettling } from '@test/support/replay-path';
import { createAppTestModel } from '@test/support/test-model';
import { createActor, type EventObject, fromTransition } from 'xstate';
import {
  type ConnectButtonWalletInput,
  type ConnectionPeer,
  type WalletButtonContext,
  type WalletButtonInput,
  walletButtonMachine,
} from '@/machines/wallet-button/wallet-button.machine';

/** A connection stand-in that keeps what the button asks of it (the model does not run the real one). */
export function recordingConnection() {
  return createActor(
    fromTransition(
      (received: EventObject[], event: EventObject) => [...received, event],
      [] as EventObject[],
    ),
  ).start();
}

/** A desktop button for MetaMask; the phone (always the dialog) is a guard branch of the machine test. */
export const walletButtonInput = (connection: ConnectionPeer): WalletButtonInput => ({
  walletId: 'metaMask',
  mobile: false,
  connection,
});

const modelConnection = recordingConnection();

export const walletButtonFixtures = {
  clickReady: { type: 'user.connect', walletReady: true },
  clickNotInstalled: { type: 'user.connect', walletReady: false },
  connectedThroughThis: { type: 'wallet.connected', latestWalletId: 'metaMask' },
  connectedThroughOther: { type: 'wallet.connected', latestWalletId: 'rainbow' },
  disconnected: { type: 'wallet.disconnected' },
  connectDone: { type: 'xstate.done.actor.connectWallet', output: undefined },
  connectFailed: { type: 'xstate.error.actor.connectWallet', error: { code: 4001 } },
} as const;

/** The latest id only as this button reads it: its own wallet, another, or none. */
export const walletButtonRelevantContext = (context: WalletButtonContext) => ({
  latest:
    context.latestWalletId === null ? 'none' : context.latestWalletId === context.walletId ? 'this' : 'other',
  walletConnected: context.walletConnected,
  failed: context.failed,
});

export const idleWalletButton = walletButtonMachine.provide({
  actors: {
    connectWallet: neverSettling<void, ConnectButtonWalletInput>(),
    watchWallet: neverSettlesCallback,
  },
});

const {
  clickReady,
  clickNotInstalled,
  connectedThroughOther,
  connectedThroughThis,
  connectFailed,
  disconnected,
} = walletButtonFixtures;
/**
 * Routes the shortest paths do not take (they reach "connected, latest is this wallet" by the connection alone):
 * a click while another wallet is the latest one, and a click after a failure while connected.
 */
const journeys = [
  [connectedThroughOther, clickNotInstalled],
  [connectedThroughOther, clickReady],
  [connectedThroughThis, disconnected, connectedThroughOther, clickNotInstalled],
  [connectedThroughOther, clickReady, connectFailed, clickNotInstalled],
] as const;

export const walletButtonTestModel = createAppTestModel(idleWalletButton, {
  payloads: Object.values(walletButtonFixtures),
  serializeContext: walletButtonRelevantContext,
});

export default defineMachineModel({
  name: 'wallet-button',
  machine: idleWalletButton,
  input: walletButtonInput(modelConnection),
  paths: () => [
    ...walletButtonTestModel.model.getShortestPaths({ input: walletButtonInput(modelConnection) } as never),
    ...journeys.flatMap((events) =>
      walletButtonTestModel.model.getPathsFromEvents([...events], {
        input: walletButtonInput(modelConnection),
      } as never),
    ),
  ],
});
