import { controllable } from '@test/support/controllable';
import { fixturePathName, matchActor, replayPath, settleStub } from '@test/support/replay-path';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  type ConnectWalletInput,
  type ConnectWalletOutput,
  connectAttemptMachine,
  type GetQrUriInput,
  type GetQrUriOutput,
  NO_URI_DELAY_MS,
} from '@/machines/connect-attempt.machine';
import model, {
  connectAttemptFixtures,
  connectAttemptInput,
  connectAttemptRelevantContext,
  connectAttemptTestModel,
} from './connect-attempt.model';

const paths = model.paths();

describe('connect-attempt machine model', () => {
  it('generates a pinned number of paths and has a fixture for every actor event', () => {
    expect(paths).toHaveLength(13);
    expect(connectAttemptTestModel.missingFixtures()).toEqual([]);
  });

  for (const path of paths)
    it(fixturePathName(path, connectAttemptFixtures), async () => {
      const qr = controllable<GetQrUriOutput, GetQrUriInput>();
      const connect = controllable<ConnectWalletOutput, ConnectWalletInput>();
      const clock = new SimulatedClock();
      const actor = createActor(
        connectAttemptMachine.provide({ actors: { getQrUri: qr.logic, connectWallet: connect.logic } }),
        { input: connectAttemptInput, clock },
      ).start();
      const checked = await replayPath(
        path,
        {
          'xstate.done.actor.getQrUri': settleStub(qr),
          'xstate.error.actor.getQrUri': settleStub(qr),
          'xstate.done.actor.connectWallet': settleStub(connect),
          'xstate.error.actor.connectWallet': settleStub(connect),
          'xstate.after.noUriDelay.connectAttempt.connecting.delayingNoUri': () =>
            clock.increment(NO_URI_DELAY_MS),
        },
        matchActor(actor, { relevant: connectAttemptRelevantContext }),
      );
      expect(checked).toBe(path.steps.length);
      // Both effects are asked about the wallet of the attempt, once each; on a desktop the URI is for a QR code.
      expect(qr.calls.map((call) => call.input)).toEqual([
        { walletId: 'rainbow', walletConnectModal: false, uriFor: 'qrCode' },
      ]);
      expect(connect.calls.map((call) => call.input)).toEqual([
        { walletId: 'rainbow', walletConnectModal: false },
      ]);
      actor.stop();
    });
});
