import { defineMachineModel } from '@test/support/machine-model';
import { neverSettling } from '@test/support/replay-path';
import { createAppTestModel } from '@test/support/test-model';
import {
  type ConnectAttemptContext,
  type ConnectAttemptInput,
  type ConnectWalletInput,
  type ConnectWalletOutput,
  connectAttemptMachine,
  type GetQrUriInput,
  type GetQrUriOutput,
} from '@/machines/connect-attempt/connect-attempt.machine';

export const connectAttemptInput: ConnectAttemptInput = { walletId: 'rainbow' };

export const connectAttemptFixtures = {
  qrReady: { type: 'xstate.done.actor.getQrUri', output: 'wc:7f6e5d@2?relay-protocol=irn&symKey=abc' },
  noQrCode: { type: 'xstate.done.actor.getQrUri', output: null },
  qrLookupFailed: { type: 'xstate.error.actor.getQrUri', error: { message: 'Provider not found' } },
  connected: {
    type: 'xstate.done.actor.connectWallet',
    output: { address: '0x5c8b0C466680158a82fdd9dcCDE04901D662B5c3', chainId: 97 },
  },
  userRejected: {
    type: 'xstate.error.actor.connectWallet',
    error: { name: 'UserRejectedRequestError', code: 4001 },
  },
  connectFailed: {
    type: 'xstate.error.actor.connectWallet',
    error: { name: 'ConnectorAlreadyConnectedError' },
  },
} as const;

/** Whether there is a QR code to show and how the attempt ended are what the dialog reads. */
export const connectAttemptRelevantContext = (context: ConnectAttemptContext) => ({
  qrUri: context.qrUri,
  outcome: context.outcome,
});

export const connectAttemptTestModel = createAppTestModel(connectAttemptMachine, {
  payloads: Object.values(connectAttemptFixtures),
  serializeContext: connectAttemptRelevantContext,
});

export default defineMachineModel({
  name: 'connect-attempt',
  machine: connectAttemptMachine.provide({
    actors: {
      getQrUri: neverSettling<GetQrUriOutput, GetQrUriInput>(),
      connectWallet: neverSettling<ConnectWalletOutput, ConnectWalletInput>(),
    },
  }),
  input: connectAttemptInput,
  paths: () => connectAttemptTestModel.model.getShortestPaths({ input: connectAttemptInput }),
});
