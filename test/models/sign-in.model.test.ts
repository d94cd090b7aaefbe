import { controllable } from '@test/support/controllable';
import { flush } from '@test/support/flush';
import { watchProperties } from '@test/support/properties';
import { fixturePathName, type ModelStep, replayPath, sendTo, settleStub } from '@test/support/replay-path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type {
  PrepareMessageInput,
  PrepareMessageOutput,
  SignMessageInput,
  SignMessageOutput,
  VerifySignatureInput,
  VerifySignatureOutput,
} from '@/machines/sign-in/sign-in.machine';
import { signInMachine } from '@/machines/sign-in/sign-in.machine';
import model, {
  SIGN_IN_MODEL_NOW,
  signInDelayOf,
  signInFixtures,
  signInInput,
  signInTestModel,
} from './sign-in.model';
import signInProperties from './sign-in.properties';

const paths = model.paths();

describe('sign-in machine model', () => {
  beforeEach(() => {
    // setImmediate stays real: flush() lets settled promise actors report.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date(SIGN_IN_MODEL_NOW));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('generates a pinned number of paths and has a fixture for every actor event', () => {
    // 12 → 33: the fetch timeout, the renewal before expiry and Try again after a failed fetch (issue 14), and
    // starting over when the wallet changes (the attempt now runs inside the connection instead of remounting).
    expect(paths).toHaveLength(33);
    expect(signInTestModel.missingFixtures()).toEqual([]);
  });

  for (const path of paths)
    it(fixturePathName(path, signInFixtures), async () => {
      const prepare = controllable<PrepareMessageOutput, PrepareMessageInput>();
      const sign = controllable<SignMessageOutput, SignMessageInput>();
      const verify = controllable<VerifySignatureOutput, VerifySignatureInput>();
      const properties = watchProperties(signInProperties, signInInput);
      const actor = createActor(
        signInMachine.provide({
          actors: { prepareMessage: prepare.logic, signMessage: sign.logic, verifySignature: verify.logic },
        }),
        { input: signInInput, inspect: properties.inspect },
      );
      properties.follow(actor);
      actor.start();
      // A delayed transition: the clock moves by the delay the state runs, and not a millisecond more.
      const elapse = async ({ event }: ModelStep) => {
        vi.advanceTimersByTime(signInDelayOf(event.type, actor.getSnapshot().context));
        await flush();
      };
      const checked = await replayPath(
        path,
        {
          'user.sendMessage': sendTo(actor),
          'user.cancel': sendTo(actor),
          'user.retry': sendTo(actor),
          'wallet.changed': sendTo(actor),
          'xstate.after.prepareTimeout.signIn.idle.preparing': elapse,
          'xstate.after.prepareTimeout.signIn.idle.renewing': elapse,
          'xstate.after.messageRenewal.signIn.idle.ready': elapse,
          'xstate.after.messageExpiry.signIn.idle.renewalFailed': elapse,
          'xstate.done.actor.prepareMessage': settleStub(prepare),
          'xstate.error.actor.prepareMessage': settleStub(prepare),
          'xstate.done.actor.signMessage': settleStub(sign),
          'xstate.error.actor.signMessage': settleStub(sign),
          'xstate.done.actor.verifySignature': settleStub(verify),
          'xstate.error.actor.verifySignature': settleStub(verify),
        },
        // Only keeps the replay on the path; the oracle is sign-in.properties.ts.
        (expected) => expect(actor.getSnapshot().value).toEqual(expected.value),
        properties,
      );
      expect(checked).toBe(path.steps.length);
      actor.stop();
    });
});
