import { controllable } from '@test/support/controllable';
import { flush } from '@test/support/flush';
import { watchProperties } from '@test/support/properties';
import { replayPath, sendTo, uniqueNames } from '@test/support/replay-path';
import { pathName } from '@test/support/test-model';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { copyAddressMachine, type WriteClipboardInput } from '@/machines/copy-address/copy-address.machine';
import { copyAddressPaths, copyAddressTestModel } from './copy-address.model';
import copyAddressProperties from './copy-address.properties';

/** docs/wallet-behaviour.md section 12: the Copied indicator lasts 1.5 s. */
const COPIED_DURATION_MS = 1500;

const paths = copyAddressPaths();

describe('copy-address machine model', () => {
  it('generates a pinned number of paths and has a fixture for every actor event', () => {
    expect(paths).toHaveLength(5);
    expect(copyAddressTestModel.missingFixtures()).toEqual([]);
  });

  it.each(uniqueNames(paths, pathName))('$name', async ({ item: path }) => {
    const clipboard = controllable<void, WriteClipboardInput>();
    const clock = new SimulatedClock();
    const properties = watchProperties(copyAddressProperties);
    const actor = createActor(copyAddressMachine.provide({ actors: { writeClipboard: clipboard.logic } }), {
      clock,
      inspect: properties.inspect,
    });
    properties.follow(actor);
    actor.start();

    const checks = await replayPath(
      path,
      {
        'user.copyAddress': sendTo(actor),
        'xstate.done.actor.writeClipboard': async () => {
          clipboard.resolve();
          await flush();
        },
        'xstate.error.actor.writeClipboard': async ({ event }) => {
          clipboard.reject(event.error);
          await flush();
        },
        'xstate.after.copiedDuration.copyAddress.copied': () => {
          clock.increment(COPIED_DURATION_MS - 1);
          expect(actor.getSnapshot().value).toBe('copied');
          clock.increment(1);
        },
        'xstate.after.copiedDuration.copyAddress.failed': () => {
          clock.increment(COPIED_DURATION_MS);
        },
      },
      // Only keeps the replay on the path; the oracle is copy-address.properties.ts.
      (expected) => expect(actor.getSnapshot().value).toEqual(expected.value),
      properties,
    );
    expect(checks).toBe(path.steps.length);
    actor.stop();
  });
});
