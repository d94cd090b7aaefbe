import { controllable } from '@test/support/controllable';
import { flush } from '@test/support/flush';
import { replayPath, sendTo, uniqueNames } from '@test/support/replay-path';
import { pathName } from '@test/support/test-model';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  COPIED_DURATION_MS,
  copyAddressMachine,
  type WriteClipboardInput,
} from '@/machines/copy-address.machine';
import { ADDRESS, copyAddressPaths, copyAddressTestModel } from './copy-address.model';

const paths = copyAddressPaths();

describe('copy-address machine model', () => {
  it('generates a pinned number of paths and has a fixture for every actor event', () => {
    expect(paths).toHaveLength(5);
    expect(copyAddressTestModel.missingFixtures()).toEqual([]);
  });

  it.each(uniqueNames(paths, pathName))('$name', async ({ item: path }) => {
    const clipboard = controllable<void, WriteClipboardInput>();
    const clock = new SimulatedClock();
    const actor = createActor(copyAddressMachine.provide({ actors: { writeClipboard: clipboard.logic } }), {
      clock,
    }).start();

    // What the button should say, from the spec alone: Copied once written, for 1.5 s; copying again restarts.
    let expectedPhase = 'idle';
    const checks = await replayPath(
      path,
      {
        'user.copyAddress': (step) => {
          expectedPhase = 'copying';
          sendTo(actor)(step);
        },
        'xstate.done.actor.writeClipboard': async () => {
          expectedPhase = 'copied';
          clipboard.resolve();
          await flush();
        },
        'xstate.error.actor.writeClipboard': async ({ event }) => {
          expectedPhase = 'failed';
          clipboard.reject(event.error);
          await flush();
        },
        'xstate.after.copiedDuration.copyAddress.copied': () => {
          clock.increment(COPIED_DURATION_MS - 1);
          expect(actor.getSnapshot().value).toBe('copied');
          clock.increment(1);
          expectedPhase = 'idle';
        },
        'xstate.after.copiedDuration.copyAddress.failed': () => {
          clock.increment(COPIED_DURATION_MS);
          expectedPhase = 'idle';
        },
      },
      (expected) => {
        const actual = actor.getSnapshot();
        expect(actual.value).toEqual(expected.value);
        expect(actual.value).toBe(expectedPhase);
        expect(actual.context).toEqual(expected.context);
        expect(actual.hasTag('copied')).toBe(expected.value === 'copied');
        expect(actual.hasTag('copyFailed')).toBe(expected.value === 'failed');
      },
    );
    expect(checks).toBe(path.steps.length);
    // Every copy writes the full address, never a shortened one.
    for (const { input } of clipboard.calls) expect(input).toEqual({ text: ADDRESS });
    actor.stop();
  });
});
