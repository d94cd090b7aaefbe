import { controllable, neverSettlesCallback } from '@test/support/controllable';
import { fixturePathName, matchActor, replayPath, sendTo, settleStub } from '@test/support/replay-path';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  type ConnectButtonWalletInput,
  isConnectedThroughButton,
  walletButtonMachine,
} from '@/machines/wallet-button.machine';
import model, {
  walletButtonFixtures,
  walletButtonInput,
  walletButtonRelevantContext,
  walletButtonTestModel,
} from './wallet-button.model';

const paths = model.paths();

describe('wallet-button machine model', () => {
  it('generates a pinned number of paths and has a fixture for every actor event', () => {
    expect(paths).toHaveLength(12);
    expect(walletButtonTestModel.missingFixtures()).toEqual([]);
  });

  for (const path of paths)
    it(fixturePathName(path, walletButtonFixtures), async () => {
      const connect = controllable<void, ConnectButtonWalletInput>();
      const effects: string[] = [];
      const actor = createActor(
        walletButtonMachine.provide({
          actors: { connectWallet: connect.logic, watchWallet: neverSettlesCallback },
          actions: {
            persistLatestWallet: (_, { walletId }) => void effects.push(`store ${walletId}`),
            removeLatestWallet: () => void effects.push('remove latest'),
          },
        }),
        { input: walletButtonInput },
      );
      actor.on('connectDialogRequested', ({ walletId }) => void effects.push(`dialog ${walletId}`));
      actor.start();
      const send = sendTo(actor);
      const checked = await replayPath(
        path,
        {
          'user.connect': (step) => {
            const before = effects.length;
            send(step);
            // Every click stores the wallet as latest; a wallet that is not ready opens the dialog on it.
            const ready = 'walletReady' in step.event && step.event.walletReady === true;
            if (before === effects.length) return;
            expect(effects.slice(before)).toEqual(
              ready ? ['store metaMask'] : ['store metaMask', 'dialog metaMask'],
            );
          },
          'wallet.connected': send,
          'wallet.disconnected': send,
          'xstate.done.actor.connectWallet': settleStub(connect),
          'xstate.error.actor.connectWallet': settleStub(connect),
        },
        (expected) => {
          matchActor(actor, { relevant: walletButtonRelevantContext })(expected);
          expect(isConnectedThroughButton(actor.getSnapshot().context)).toBe(
            isConnectedThroughButton(expected.context),
          );
        },
      );
      expect(checked).toBe(path.steps.length);
      // Only this wallet is ever connected directly.
      for (const call of connect.calls) expect(call.input).toEqual({ walletId: 'metaMask' });
      actor.stop();
    });
});
