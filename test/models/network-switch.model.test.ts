import { controllable } from '@test/support/controllable';
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
import { fixturePathName, flush, type ModelStep, type ReplayablePath, replayPath } from './wallet-replay';

const paths = model.paths() as unknown as ReplayablePath[];

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
      const send = ({ event }: ModelStep) => actor.send(event as never);
      const checked = await replayPath(
        path,
        actor,
        {
          'user.selectChain': send,
          'user.disconnect': send,
          'wallet.chainChanged': send,
          'xstate.done.actor.switchChain': async ({ event }) => {
            switchChain.resolve((event as unknown as { output: SwitchChainOutput }).output);
            await flush();
          },
          'xstate.error.actor.switchChain': async ({ event }) => {
            switchChain.reject((event as unknown as { error: unknown }).error);
            await flush();
          },
        },
        {
          probes: [
            networkSwitchFixtures.pickBscTestnet,
            networkSwitchFixtures.pickBsc,
            networkSwitchFixtures.pickUnsupported,
            { type: 'user.disconnect' },
          ],
          relevant: networkSwitchRelevantContext,
        },
      );
      expect(checked).toBe(path.steps.length);
      actor.stop();
    });
});
