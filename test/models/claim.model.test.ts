import { controllable } from '@test/support/controllable';
import { flush } from '@test/support/flush';
import { watchProperties } from '@test/support/properties';
import { replayPath, sendTo, settleStub, uniqueNames } from '@test/support/replay-path';
import { pathName } from '@test/support/test-model';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { claimMachine, type SubmitClaimInput, type SubmitClaimOutput } from '@/machines/claim/claim.machine';
import { claimInput, claimPaths, claimTestModel } from './claim.model';
import claimProperties from './claim.properties';

const paths = claimPaths();

describe('claim machine model', () => {
  it('generates a pinned number of paths and has a fixture for every actor event', () => {
    expect(paths).toHaveLength(PINNED_PATHS);
    expect(claimTestModel.missingFixtures()).toEqual([]);
  });

  it.each(uniqueNames(paths, pathName))('$name', async ({ item: path }) => {
    const submit = controllable<SubmitClaimOutput, SubmitClaimInput>();
    const properties = watchProperties(claimProperties, claimInput);
    const actor = createActor(claimMachine.provide({ actors: { submitClaim: submit.logic } }), {
      input: claimInput,
      inspect: properties.inspect,
    });
    properties.follow(actor);
    actor.start();

    const checks = await replayPath(
      path,
      {
        'user.claim': sendTo(actor),
        'user.retry': sendTo(actor),
        'user.dismiss': sendTo(actor),
        'xstate.done.actor.submitClaim': settleStub(submit),
        'xstate.error.actor.submitClaim': settleStub(submit),
      },
      // Only keeps the replay on the path; the oracle is claim.properties.ts.
      (expected) => expect(actor.getSnapshot().value).toEqual(expected.value),
      properties,
    );
    expect(checks).toBe(path.steps.length);
    await flush();
    actor.stop();
  });
});

// 7 → 14: a second click time, so a later click's own `now` is checked.
const PINNED_PATHS = 14;
