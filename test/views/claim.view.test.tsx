import { CLAIMED, CLICK_NOW, claimInput, claimPaths, NEXT_COLLECT_AT } from '@test/models/claim.model';
import { controllable } from '@test/support/controllable';
import { flush } from '@test/support/flush';
import { renderView } from '@test/support/render-view';
import { replayPath, settleStub, uniqueNames } from '@test/support/replay-path';
import { pathName } from '@test/support/test-model';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor } from 'xstate';
import type { ClaimFailure } from '@/domain/claim-errors';
import { claimMachine, type SubmitClaimInput, type SubmitClaimOutput } from '@/machines/claim/claim.machine';
import { ClaimControl } from '@/ui/app/claim/claim-control';
import { formatDateTime } from '@/ui/kit/format-date';

const paths = claimPaths();

/** What the outcome line must say for a failure, from the English texts alone. */
function failureText(error: ClaimFailure): RegExp {
  switch (error.code) {
    case 'network':
      return /No answer from the server\. Try again: the same request is sent/;
    case 'server':
      return /The server could not complete the claim/;
    case 'rejected':
      return /The claim was refused\. Check that your device clock is correct/;
    case 'cooldown':
      return new RegExp(`Too early: the next collection opens ${formatDateTime(NEXT_COLLECT_AT, 'en')}`);
  }
}

const collectButton = () => screen.getByRole('button', { name: /^(Collect bonus|Collecting…)$/ });
const outcome = () => screen.getByRole('status');

describe('Claim button follows the claim model (DOM path test)', () => {
  it.each(uniqueNames(paths, pathName))('$name', async ({ item: path }) => {
    const submit = controllable<SubmitClaimOutput, SubmitClaimInput>();
    const announced: unknown[] = [];
    const actor = createActor(claimMachine.provide({ actors: { submitClaim: submit.logic } }), {
      input: claimInput,
    });
    actor.on('claim.claimed', ({ kind, amount }) => announced.push({ kind, amount }));
    actor.start();
    await renderView(
      <ClaimControl actorRef={actor} label="Collect bonus" busyLabel="Collecting…" clock={() => CLICK_NOW} />,
    );

    const ui = flush;
    const snapshot = (): AnyMachineSnapshot => actor.getSnapshot();
    const checks = await replayPath(
      path,
      {
        'user.claim': () => ui(() => fireEvent.click(collectButton())),
        'user.retry': ({ event }) => {
          const retry = screen.queryByRole('button', { name: 'Try again' });
          // A guard-blocked retry: the view must not offer the button at all.
          if (!snapshot().can(event)) return expect(retry).toBeNull();
          return ui(() => fireEvent.click(retry as HTMLElement));
        },
        'user.dismiss': () => ui(() => fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }))),
        'xstate.done.actor.submitClaim': settleStub(submit),
        'xstate.error.actor.submitClaim': settleStub(submit),
      },
      (expected: AnyMachineSnapshot) => {
        expect(actor.getSnapshot().value).toEqual(expected.value);
        const button = collectButton();
        switch (expected.value) {
          case 'idle':
            expect(button).toBeEnabled();
            expect(outcome()).toBeEmptyDOMElement();
            break;
          case 'claiming':
            expect(button).toBeDisabled();
            expect(button).toHaveTextContent('Collecting…');
            break;
          case 'claimed':
            expect(button).toBeEnabled();
            expect(outcome()).toHaveTextContent('Collected 1.25 DGAI');
            break;
          case 'failed': {
            const error = expected.context.error as ClaimFailure;
            expect(button).toBeDisabled();
            expect(outcome()).toHaveTextContent(failureText(error));
            const retryable = error.code === 'network' || error.code === 'server';
            expect(screen.queryByRole('button', { name: 'Try again' }) !== null).toBe(retryable);
            break;
          }
          default:
            throw new Error(`no DOM expectation for ${JSON.stringify(expected.value)}`);
        }
      },
    );
    expect(checks).toBe(path.steps.length);
    for (const { input } of submit.calls) expect(input).toEqual({ now: CLICK_NOW });
    expect(
      announced.every(
        (params) => JSON.stringify(params) === JSON.stringify({ kind: 'spec', amount: CLAIMED.amount }),
      ),
    ).toBe(true);
    actor.stop();
  });
});
