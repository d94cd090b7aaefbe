import { controllable } from '@test/support/controllable';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
import model, {
  SIGN_IN_MODEL_NOW,
  signInDelayOf,
  signInFixtures,
  signInInput,
  signInRelevantContext,
  signInTestModel,
} from './sign-in.model';
import { fixturePathName, flush, type ModelStep, type ReplayablePath, replayPath } from './wallet-replay';

const paths = model.paths() as unknown as (ReplayablePath & { steps: { event: { type: string } }[] })[];

type Settled = { output?: unknown; error?: unknown };

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
      const actor = createActor(
        signInMachine.provide({
          actors: { prepareMessage: prepare.logic, signMessage: sign.logic, verifySignature: verify.logic },
        }),
        { input: signInInput },
      ).start();
      const settle =
        (
          actorStub: { resolve: (v: never) => void; reject: (e: unknown) => void },
          how: 'resolve' | 'reject',
        ) =>
        async ({ event }: ModelStep) => {
          const { output, error } = event as Settled;
          if (how === 'resolve') actorStub.resolve(output as never);
          else actorStub.reject(error);
          await flush();
        };
      // A delayed transition: the clock moves by the delay the state runs, and not a millisecond more.
      const elapse = async ({ event }: ModelStep) => {
        vi.advanceTimersByTime(signInDelayOf(event.type, actor.getSnapshot().context));
        await flush();
      };
      const checked = await replayPath(
        path,
        actor,
        {
          'user.sendMessage': ({ event }) => actor.send(event as never),
          'user.cancel': ({ event }) => actor.send(event as never),
          'user.retry': ({ event }) => actor.send(event as never),
          'wallet.changed': ({ event }) => actor.send(event as never),
          'xstate.after.prepareTimeout.signIn.idle.preparing': elapse,
          'xstate.after.prepareTimeout.signIn.idle.renewing': elapse,
          'xstate.after.messageRenewal.signIn.idle.ready': elapse,
          'xstate.after.messageExpiry.signIn.idle.renewalFailed': elapse,
          'xstate.done.actor.prepareMessage': settle(prepare, 'resolve'),
          'xstate.error.actor.prepareMessage': settle(prepare, 'reject'),
          'xstate.done.actor.signMessage': settle(sign, 'resolve'),
          'xstate.error.actor.signMessage': settle(sign, 'reject'),
          'xstate.done.actor.verifySignature': settle(verify, 'resolve'),
          'xstate.error.actor.verifySignature': settle(verify, 'reject'),
        },
        {
          probes: [{ type: 'user.sendMessage' }, { type: 'user.retry' }, { type: 'user.cancel' }],
          relevant: signInRelevantContext,
        },
      );
      expect(checked).toBe(path.steps.length);
      actor.stop();
    });
});
