import { controllable, neverSettlesCallback } from '@test/support/controllable';
import { watchProperties } from '@test/support/properties';
import { fixturePathName, replayPath, sendTo, settleStub } from '@test/support/replay-path';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  type ConnectButtonWalletInput,
  walletButtonMachine,
} from '@/machines/wallet-button/wallet-button.machine';
import model, {
  recordingConnection,
  walletButtonFixtures,
  walletButtonInput,
  walletButtonTestModel,
} from './wallet-button.model';
import walletButtonProperties from './wallet-button.properties';

const paths = model.paths();

describe('wallet-button machine model', () => {
  it('generates a pinned number of paths and has a fixture for every actor event', () => {
    expect(paths).toHaveLength(16);
    expect(walletButtonTestModel.missingFixtures()).toEqual([]);
  });

  for (const path of paths)
    it(fixturePathName(path, walletButtonFixtures), async () => {
      const connect = controllable<void, ConnectButtonWalletInput>();
      const effects: string[] = [];
      const connection = recordingConnection();
      const input = walletButtonInput(connection);
      const properties = watchProperties(walletButtonProperties, input);
      const actor = createActor(
        walletButtonMachine.provide({
          actors: { connectWallet: connect.logic, watchWallet: neverSettlesCallback },
          actions: {
            persistLatestWallet: (_, { walletId }) => {
              effects.push(`store ${walletId}`);
              properties.record('persistLatestWallet', walletId);
            },
            removeLatestWallet: () => {
              effects.push('remove latest');
              properties.record('removeLatestWallet', null);
            },
          },
        }),
        { input, inspect: properties.inspect },
      );
      properties.follow(actor);
      const dialogsAsked = () =>
        connection
          .getSnapshot()
          .context.map((event) => `dialog ${(event as { walletId?: string }).walletId}`);
      actor.start();
      const send = sendTo(actor);
      const checked = await replayPath(
        path,
        {
          'user.connect': (step) => {
            const before = effects.length;
            const dialogsBefore = dialogsAsked().length;
            send(step);
            // Every click stores the wallet as latest; a wallet that is not ready opens the dialog on it.
            const ready = 'walletReady' in step.event && step.event.walletReady === true;
            if (before === effects.length) return expect(dialogsAsked().length).toBe(dialogsBefore);
            expect(effects.slice(before)).toEqual(['store metaMask']);
            expect(dialogsAsked().slice(dialogsBefore)).toEqual(ready ? [] : ['dialog metaMask']);
          },
          'wallet.connected': send,
          'wallet.disconnected': send,
          'xstate.done.actor.connectWallet': settleStub(connect),
          'xstate.error.actor.connectWallet': settleStub(connect),
        },
        // Only keeps the replay on the path; the oracle is wallet-button.properties.ts.
        (expected) => expect(actor.getSnapshot().value).toEqual(expected.value),
        properties,
      );
      expect(checked).toBe(path.steps.length);
      // Only this wallet is ever connected directly.
      for (const call of connect.calls) expect(call.input).toEqual({ walletId: 'metaMask' });
      actor.stop();
    });
});
