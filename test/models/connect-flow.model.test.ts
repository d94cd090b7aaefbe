import { controllable, controllableCallback } from '@test/support/controllable';
import { flush } from '@test/support/flush';
import { watchProperties } from '@test/support/properties';
import { fixturePathName, replayPath, sendTo } from '@test/support/replay-path';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  type ConnectAttemptOutput,
  type ConnectWalletInput,
  type ConnectWalletOutput,
  connectAttemptMachine,
  type GetQrUriInput,
  type GetQrUriOutput,
  NO_URI_DELAY_MS,
} from '@/machines/connect-attempt/connect-attempt.machine';
import { connectFlowMachine } from '@/machines/connect-flow/connect-flow.machine';
import { type ViewportEvent, viewportMachine } from '@/machines/viewport/viewport.machine';
import model, { type ConnectFlowPath, connectFlowFixtures, connectFlowTestModel } from './connect-flow.model';
import connectFlowProperties from './connect-flow.properties';

const paths = model.paths();
const pathsFrom = (scenario: ConnectFlowPath['scenario']) =>
  paths.filter((path) => path.scenario === scenario).length;

const userEvents = [
  'user.selectWallet',
  'user.getWallet',
  'user.learnMore',
  'user.getAWallet',
  'user.getThisWallet',
  'user.chooseExtension',
  'user.chooseDesktop',
  'user.chooseMobile',
  'user.continue',
  'user.connect',
  'user.retry',
  'user.refresh',
  'user.back',
  'user.openWalletConnectModal',
];

// desktop 1065 → 1176: Back's origin is a region now, so a vertex's "entered from" names it. mobile 73 → 64: a tapped
// wallet opens its app from the list (no status step), only WalletConnect reaches CONNECT (its sheet).
const PINNED_PATHS_BY_SCENARIO = { desktop: 1176, chosenReady: 29, chosenInstallable: 2, mobile: 64 };
const PINNED_PATHS = Object.values(PINNED_PATHS_BY_SCENARIO).reduce((sum, count) => sum + count, 0);

describe('connect-flow machine model', () => {
  it('generates a pinned number of paths, the refresh journey included, with every actor event fixtured', () => {
    expect(paths).toHaveLength(PINNED_PATHS);
    expect(connectFlowTestModel.missingFixtures()).toEqual([]);
  });

  it('explores every scenario an opening can start from', () => {
    expect({
      desktop: pathsFrom('desktop'),
      chosenReady: pathsFrom('chosen ready wallet'),
      chosenInstallable: pathsFrom('chosen installable wallet'),
      mobile: pathsFrom('mobile'),
    }).toEqual(PINNED_PATHS_BY_SCENARIO);
  });

  for (const path of paths)
    it(`[${path.scenario}] ${fixturePathName(path, connectFlowFixtures)}`, async () => {
      const qr = controllable<GetQrUriOutput, GetQrUriInput>();
      const connect = controllable<ConnectWalletOutput, ConnectWalletInput>();
      const clock = new SimulatedClock();
      const attempt = connectAttemptMachine.provide({
        actors: { getQrUri: qr.logic, connectWallet: connect.logic },
      });
      const watcher = controllableCallback<ViewportEvent>();
      const viewport = viewportMachine.provide({ actors: { watchViewport: watcher.logic } });
      const properties = watchProperties(connectFlowProperties, path.input);
      const actor = createActor(
        connectFlowMachine.provide({ actors: { connectAttempt: attempt, viewport } }),
        {
          input: path.input,
          clock,
          inspect: properties.inspect,
        },
      );
      properties.follow(actor);
      actor.start();
      const send = sendTo(actor);
      const checked = await replayPath(
        path,
        {
          ...Object.fromEntries(userEvents.map((type) => [type, send])),
          // The window is measured; the flow's real viewport child settles on it and tells the flow.
          'xstate.snapshot.viewport': async ({ event }) => {
            watcher.emit({ type: 'viewport.measured', width: event.snapshot.context.width });
            await flush();
          },
          // The real child presents its wallet: with the QR URI at once, or 50 ms after learning there is none.
          'xstate.snapshot.connectAttempt': async ({ event }) => {
            const { qrUri }: { qrUri: string | null } = event.snapshot.context;
            qr.resolve(qrUri);
            await flush();
            if (qrUri === null) clock.increment(NO_URI_DELAY_MS);
          },
          'xstate.done.actor.connectAttempt': async ({ event }) => {
            const { outcome }: ConnectAttemptOutput = event.output;
            if (outcome === 'connected')
              connect.resolve({ address: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045', chainId: 97 });
            else
              connect.reject(
                outcome === 'rejected' ? { code: 4001 } : new Error('Connection request reset.'),
              );
            await flush();
          },
        },
        // Only keeps the replay on the path; the oracle is connect-flow.properties.ts.
        (expected) => expect(actor.getSnapshot().value).toEqual(expected.value),
        properties,
      );
      expect(checked).toBe(path.steps.length);
      actor.stop();
    });
});
