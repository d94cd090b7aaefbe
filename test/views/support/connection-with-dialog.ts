import { neverSettling } from '@test/support/replay-path';
import { fromCallback } from 'xstate';
import { connectAttemptMachine } from '@/machines/connect-attempt/connect-attempt.machine';
import { type ConnectLayout, connectFlowMachine } from '@/machines/connect-flow/connect-flow.machine';
import {
  type ConnectionEvent,
  connectionMachine,
  type ReadConnectOpeningInput,
} from '@/machines/connection/connection.machine';
import type { WalletOption } from '@/machines/shared/wallet-options';

/** A connect flow whose wallet requests never settle: a test moves it with the dialog's buttons alone. */
const idleConnectFlow = connectFlowMachine.provide({
  actors: {
    connectAttempt: connectAttemptMachine.provide({
      actors: { getQrUri: neverSettling(), connectWallet: neverSettling() },
    }),
  },
});

interface ConnectDialogSetup {
  wallets: readonly WalletOption[];
  recentWalletIds?: readonly string[];
  layout?: ConnectLayout;
  connectFlow?: typeof connectFlowMachine;
}

/**
 * The real connection whose connect modal opens on the given wallet list at once (as the composition root's
 * reader does once the live list has its first reading), running the given connect flow.
 */
export function connectionWithConnectDialog({
  wallets,
  recentWalletIds = [],
  layout = 'desktop',
  connectFlow = idleConnectFlow,
}: ConnectDialogSetup) {
  return connectionMachine.provide({
    actors: {
      connectFlow,
      readConnectOpening: fromCallback<ConnectionEvent, ReadConnectOpeningInput>(({ sendBack }) => {
        sendBack({
          type: 'connect.openingRead',
          opening: { wallets, recentWalletIds, width: window.innerWidth, layout },
        });
      }),
    },
  });
}
