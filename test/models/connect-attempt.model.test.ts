import { controllable } from '@test/support/controllable';
import { watchProperties } from '@test/support/properties';
import { fixturePathName, replayPath, settleStub } from '@test/support/replay-path';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  type ConnectWalletInput,
  type ConnectWalletOutput,
  connectAttemptMachine,
  type GetQrUriInput,
  type GetQrUriOutput,
  NO_URI_DELAY_MS,
} from '@/machines/connect-attempt/connect-attempt.machine';
import model, {
  connectAttemptFixtures,
  connectAttemptInput,
  connectAttemptTestModel,
} from './connect-attempt.model';
import connectAttemptProperties from './connect-attempt.properties';

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
      const properties = watchProperties(connectAttemptProperties, connectAttemptInput);
      const actor = createActor(
        connectAttemptMachine.provide({ actors: { getQrUri: qr.logic, connectWallet: connect.logic } }),
        { input: connectAttemptInput, clock, inspect: properties.inspect },
      );
      properties.follow(actor);
      actor.start();
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
        // Only keeps the replay on the path; the oracle is connect-attempt.properties.ts.
        (expected) => expect(actor.getSnapshot().value).toEqual(expected.value),
        properties,
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
