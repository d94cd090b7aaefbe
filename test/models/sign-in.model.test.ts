import { controllable } from '@test/support/controllable';
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
import { fixturePathName, flush, type ModelStep, type ReplayablePath, replayPath } from './wallet-replay';

const paths = model.paths() as unknown as (ReplayablePath & { steps: { event: { type: string } }[] })[];

type Settled = { output?: unknown; error?: unknown };

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
      const checked = await replayPath(
        path,
        actor,
        {
          'user.sendMessage': ({ event }) => actor.send(event as never),
          'user.cancel': ({ event }) => actor.send(event as never),
          'xstate.done.actor.prepareMessage': settle(prepare, 'resolve'),
          'xstate.error.actor.prepareMessage': settle(prepare, 'reject'),
          'xstate.done.actor.signMessage': settle(sign, 'resolve'),
          'xstate.error.actor.signMessage': settle(sign, 'reject'),
          'xstate.done.actor.verifySignature': settle(verify, 'resolve'),
          'xstate.error.actor.verifySignature': settle(verify, 'reject'),
        },
        { probes: [{ type: 'user.sendMessage' }, { type: 'user.cancel' }], relevant: signInRelevantContext },
      );
      expect(checked).toBe(path.steps.length);
      actor.stop();
    });
});
