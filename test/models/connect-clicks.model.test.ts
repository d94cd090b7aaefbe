import { watchProperties } from '@test/support/properties';
import { replayPath, sendTo, uniqueNames } from '@test/support/replay-path';
import { pathName } from '@test/support/test-model';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { connectClicksMachine } from '@/machines/connect-clicks/connect-clicks.machine';
import { connectClicksPaths, connectClicksTestModel } from './connect-clicks.model';
import connectClicksProperties from './connect-clicks.properties';

const paths = connectClicksPaths();

describe('connect-clicks machine model', () => {
  it('generates a pinned number of paths and has a fixture for every actor event', () => {
    expect(paths).toHaveLength(7);
    expect(connectClicksTestModel.missingFixtures()).toEqual([]);
  });

  it.each(uniqueNames(paths, pathName))('$name', async ({ item: path }) => {
    const properties = watchProperties(connectClicksProperties);
    const actor = createActor(connectClicksMachine, { inspect: properties.inspect });
    properties.follow(actor);
    actor.start();
    const send = sendTo(actor);
    const checks = await replayPath(
      path,
      { 'user.connectClicked': send, 'walletSystem.started': send, 'walletSystem.stopped': send },
      // Only keeps the replay on the path; the oracle is connect-clicks.properties.ts.
      (expected) => expect(actor.getSnapshot().value).toEqual(expected.value),
      properties,
    );
    expect(checks).toBe(path.steps.length);
    actor.stop();
  });
});
