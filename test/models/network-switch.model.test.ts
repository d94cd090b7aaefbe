import { controllable } from '@test/support/controllable';
import { fixturePathName, matchActor, replayPath, sendTo, settleStub } from '@test/support/replay-path';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  networkSwitchMachine,
  type SwitchChainInput,
  type SwitchChainOutput,
} from '@/machines/network-switch.machine';
import model, {
  networkSwitchFixtures,
  networkSwitchInput,
  networkSwitchRelevantContext,
  networkSwitchTestModel,
} from './network-switch.model';

const paths = model.paths();

describe('network-switch machine model', () => {
  it('generates a pinned number of paths and has a fixture for every actor event', () => {
    expect(paths).toHaveLength(24);
    expect(networkSwitchTestModel.missingFixtures()).toEqual([]);
  });

  for (const path of paths)
    it(fixturePathName(path, networkSwitchFixtures), async () => {
      const switchChain = controllable<SwitchChainOutput, SwitchChainInput>();
      const actor = createActor(
        networkSwitchMachine.provide({ actors: { switchChain: switchChain.logic } }),
        {
          input: networkSwitchInput,
        },
      ).start();
      const send = sendTo(actor);
      const checked = await replayPath(
        path,
        {
          'user.selectChain': send,
          'user.disconnect': send,
          'wallet.chainChanged': send,
          'xstate.done.actor.switchChain': settleStub(switchChain),
          'xstate.error.actor.switchChain': settleStub(switchChain),
        },
        matchActor(actor, {
          probes: [
            networkSwitchFixtures.pickBscTestnet,
            networkSwitchFixtures.pickBsc,
            networkSwitchFixtures.pickUnsupported,
            { type: 'user.disconnect' },
          ],
          relevant: networkSwitchRelevantContext,
        }),
      );
      expect(checked).toBe(path.steps.length);
      actor.stop();
    });
});
