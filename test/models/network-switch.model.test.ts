import { controllable } from '@test/support/controllable';
import { watchProperties } from '@test/support/properties';
import { fixturePathName, replayPath, sendTo, settleStub } from '@test/support/replay-path';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  networkSwitchMachine,
  type SwitchChainInput,
  type SwitchChainOutput,
} from '@/machines/network-switch/network-switch.machine';
import model, {
  networkSwitchFixtures,
  networkSwitchInput,
  networkSwitchTestModel,
} from './network-switch.model';
import networkSwitchProperties from './network-switch.properties';

const paths = model.paths();

describe('network-switch machine model', () => {
  it('generates a pinned number of paths and has a fixture for every actor event', () => {
    expect(paths).toHaveLength(24);
    expect(networkSwitchTestModel.missingFixtures()).toEqual([]);
  });

  for (const path of paths)
    it(fixturePathName(path, networkSwitchFixtures), async () => {
      const switchChain = controllable<SwitchChainOutput, SwitchChainInput>();
      const properties = watchProperties(networkSwitchProperties, networkSwitchInput);
      const actor = createActor(
        networkSwitchMachine.provide({ actors: { switchChain: switchChain.logic } }),
        { input: networkSwitchInput, inspect: properties.inspect },
      );
      properties.follow(actor);
      actor.start();
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
        // Only keeps the replay on the path; the oracle is network-switch.properties.ts.
        (expected) => expect(actor.getSnapshot().value).toEqual(expected.value),
        properties,
      );
      expect(checked).toBe(path.steps.length);
      actor.stop();
    });
});
