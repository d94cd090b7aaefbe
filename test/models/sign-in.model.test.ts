import { controllable } from '@test/support/controllable';
import { fixturePathName, matchActor, replayPath, sendTo, settleStub } from '@test/support/replay-path';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type {
  PrepareMessageInput,
  PrepareMessageOutput,
  SignMessageInput,
  SignMessageOutput,
  VerifySignatureInput,
  VerifySignatureOutput,
} from '@/machines/sign-in.machine';
import { signInMachine } from '@/machines/sign-in.machine';
import model, { signInFixtures, signInInput, signInRelevantContext, signInTestModel } from './sign-in.model';

const paths = model.paths();

describe('sign-in machine model', () => {
  it('generates a pinned number of paths and has a fixture for every actor event', () => {
    expect(paths).toHaveLength(12);
    expect(signInTestModel.missingFixtures()).toEqual([]);
  });

  for (const path of paths)
    it(fixturePathName(path, signInFixtures), async () => {
      const prepare = controllable<PrepareMessageOutput, PrepareMessageInput>();
      const sign = controllable<SignMessageOutput, SignMessageInput>();
      const verify = controllable<VerifySignatureOutput, VerifySignatureInput>();
      const actor = createActor(
        signInMachine.provide({
          actors: { prepareMessage: prepare.logic, signMessage: sign.logic, verifySignature: verify.logic },
        }),
        { input: signInInput },
      ).start();
      const checked = await replayPath(
        path,
        {
          'user.sendMessage': sendTo(actor),
          'user.cancel': sendTo(actor),
          'xstate.done.actor.prepareMessage': settleStub(prepare),
          'xstate.error.actor.prepareMessage': settleStub(prepare),
          'xstate.done.actor.signMessage': settleStub(sign),
          'xstate.error.actor.signMessage': settleStub(sign),
          'xstate.done.actor.verifySignature': settleStub(verify),
          'xstate.error.actor.verifySignature': settleStub(verify),
        },
        matchActor(actor, {
          probes: [{ type: 'user.sendMessage' }, { type: 'user.cancel' }],
          relevant: signInRelevantContext,
        }),
      );
      expect(checked).toBe(path.steps.length);
      actor.stop();
    });
});
