import { fixturePathName, matchActor, replayPath, sendTo } from '@test/support/replay-path';
import { describe, expect, it } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import { connectionMachine } from '@/machines/connection.machine';
import model, {
  connectionFixtures,
  connectionInput,
  connectionRelevantContext,
  connectionTestModel,
  idleNetworkSwitch,
} from './connection.model';

const paths = model.paths();

/** What the views ask the actor: which openers are enabled. */
const probes: EventObject[] = [
  { type: 'user.openConnectModal' },
  { type: 'user.openSignInModal' },
  { type: 'user.openAccountModal' },
  { type: 'user.openChainModal' },
  { type: 'user.closeModal' },
  { type: 'user.disconnect' },
];

describe('connection machine model', () => {
  it('generates a pinned number of paths and has a fixture for every actor event', () => {
    // 80: the chain modal closing when its network switch settles, from a configured and an unconfigured chain.
    expect(paths).toHaveLength(80);
    expect(connectionTestModel.missingFixtures()).toEqual([]);
  });

  for (const path of paths)
    it(fixturePathName(path, connectionFixtures), async () => {
      const disconnects: string[] = [];
      const actor = createActor(
        connectionMachine.provide({
          actors: { networkSwitch: idleNetworkSwitch },
          actions: { disconnectWallet: () => void disconnects.push('disconnect') },
        }),
        { input: connectionInput },
      ).start();
      const send = sendTo(actor);
      const executors = Object.fromEntries(
        [
          'wallet.connected',
          'wallet.accountChanged',
          'wallet.chainChanged',
          'wallet.disconnected',
          'session.loading',
          'session.authenticated',
          'session.unauthenticated',
          // What the network switch sends its parent when it settles (its own model covers how it gets there).
          'xstate.done.actor.networkSwitch',
          ...probes.map((probe) => probe.type),
        ].map((type) => [type, send]),
      );
      const checked = await replayPath(
        path,
        executors,
        matchActor(actor, { probes, relevant: connectionRelevantContext }),
      );
      expect(checked).toBe(path.steps.length);
      actor.stop();
    });
});
