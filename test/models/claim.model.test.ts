import { controllable } from '@test/support/controllable';
import { flush } from '@test/support/flush';
import { replayPath, sendTo, uniqueNames } from '@test/support/replay-path';
import { pathName } from '@test/support/test-model';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { claimMachine, type SubmitClaimInput, type SubmitClaimOutput } from '@/machines/claim.machine';
import { CLICK_NOW, claimInput, claimPaths, claimTestModel } from './claim.model';

const paths = claimPaths();

describe('claim machine model', () => {
  it('generates a pinned number of paths and has a fixture for every actor event', () => {
    expect(paths).toHaveLength(PINNED_PATHS);
    expect(claimTestModel.missingFixtures()).toEqual([]);
  });

  it.each(uniqueNames(paths, pathName))('$name', async ({ item: path }) => {
    const submit = controllable<SubmitClaimOutput, SubmitClaimInput>();
    const announced: { kind: string; amount: string }[] = [];
    const actor = createActor(claimMachine.provide({ actors: { submitClaim: submit.logic } }), {
      input: claimInput,
    });
    actor.on('claim.claimed', ({ kind, amount }) => announced.push({ kind, amount }));
    actor.start();

    let claimedEntries = 0;
    const checks = await replayPath(
      path,
      {
        'user.claim': sendTo(actor),
        'user.retry': () => actor.send({ type: 'user.retry' }),
        'user.dismiss': () => actor.send({ type: 'user.dismiss' }),
        'xstate.done.actor.submitClaim': async ({ event }) => {
          claimedEntries += 1;
          submit.resolve(event.output);
          await flush();
        },
        'xstate.error.actor.submitClaim': async ({ event }) => {
          submit.reject(event.error);
          await flush();
        },
      },
      (expected) => {
        const actual = actor.getSnapshot();
        expect(actual.value).toEqual(expected.value);
        expect(actual.context).toEqual(expected.context);
        expect(actual.hasTag('busy')).toBe(expected.value === 'claiming');
        // The Claim button is usable exactly when no claim is in flight and no failure waits for an answer.
        expect(actual.can({ type: 'user.claim', now: CLICK_NOW })).toBe(
          ['idle', 'claimed'].includes(String(expected.value)),
        );
      },
    );
    expect(checks).toBe(path.steps.length);
    // Every request carries the click time; retries never invent a new one.
    for (const { input } of submit.calls) expect(input).toEqual({ now: CLICK_NOW });
    // Each success is announced once (toast + refetch), failures never.
    expect(announced).toHaveLength(claimedEntries);
    actor.stop();
  });
});

const PINNED_PATHS = 7;
