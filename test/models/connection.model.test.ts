import { watchProperties } from '@test/support/properties';
import { fixturePathName, replayPath, sendTo } from '@test/support/replay-path';
import { describe, expect, it } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import model, {
  connectionFixtures,
  connectionInput,
  connectionTestModel,
  connectionWithIdleChildren,
} from './connection.model';
import connectionProperties from './connection.properties';

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
    // 80 → 82: the sign-in attempt ends the modal (signed in: reported on; cancelled: disconnected) instead of user.closeModal.
    // 82 → 100: the connect modal reads its opening (wallet list, recents, window) before its connect flow starts.
    expect(paths).toHaveLength(100);
    expect(connectionTestModel.missingFixtures()).toEqual([]);
  });

  for (const path of paths)
    it(fixturePathName(path, connectionFixtures), async () => {
      const disconnects: string[] = [];
      const reported: string[] = [];
      const properties = watchProperties(connectionProperties, connectionInput);
      const actor = createActor(
        connectionWithIdleChildren(reported).provide({
          actions: {
            disconnectWallet: () => {
              disconnects.push('disconnect');
              properties.record('disconnectWallet', 'disconnect');
            },
            reportSignedIn: (_, { output }) => {
              if (output.outcome === 'signedIn') reported.push(output.session.token);
              properties.record('reportSignedIn', output.outcome === 'signedIn' ? output.session.token : '');
            },
          },
        }),
        { input: connectionInput, inspect: properties.inspect },
      );
      properties.follow(actor);
      actor.start();
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
          // What the sign-in attempt sends its parent when it ends (its own model covers how it gets there).
          'xstate.done.actor.signIn',
          // What the composition root's reader sends once the wallet list has its first reading.
          'connect.openingRead',
          ...probes.map((probe) => probe.type),
        ].map((type) => [type, send]),
      );
      const checked = await replayPath(
        path,
        executors,
        (expected) => {
          // Only keeps the replay on the path; the oracle is connection.properties.ts.
          expect(actor.getSnapshot().value).toEqual(expected.value);
          // The dialog's connect flow runs exactly while the opening is read and the modal is open, on that opening.
          const flow = actor.getSnapshot().children.connectFlow;
          expect(flow !== undefined).toBe(expected.matches({ modal: { connect: 'showing' } }));
          if (flow) expect(flow.getSnapshot().context.layout).toBe('desktop');
        },
        properties,
      );
      expect(checked).toBe(path.steps.length);
      // Only a verified signature is reported on, with its token; a cancelled attempt closes and disconnects.
      const last = path.steps.at(-1)?.event;
      if (last?.type === 'xstate.done.actor.signIn') {
        const signedIn = JSON.stringify(last) === JSON.stringify(connectionFixtures.signedIn);
        expect(reported).toEqual(signedIn ? ['session-token'] : []);
        expect(disconnects).toEqual(signedIn ? [] : ['disconnect']);
      }
      actor.stop();
    });
});
