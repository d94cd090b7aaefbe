import { controllable } from '@test/support/controllable';
import { flush } from '@test/support/flush';
import { describe, expect, it, vi } from 'vitest';
import { createActor, type EventObject, fromCallback } from 'xstate';
import { SESSION_SYSTEM_ID } from '../session/session-types';
import { type ClaimKind, claimMachine, type SubmitClaimInput, type SubmitClaimOutput } from './claim.machine';

/** A session stand-in, under the session's systemId, that keeps the events the claim sends it. */
const sessionThatRecords = (received: EventObject[]) =>
  createActor(
    fromCallback<EventObject>(({ receive }) => receive((event) => void received.push(event))),
    { systemId: SESSION_SYSTEM_ID },
  ).start();

function start(kind: ClaimKind = 'mining', received: EventObject[] = []) {
  const submit = controllable<SubmitClaimOutput, SubmitClaimInput>();
  const announceClaim = vi.fn();
  const actor = createActor(claimMachine.provide({ actors: { submitClaim: submit.logic } }), {
    input: { kind, system: sessionThatRecords(received).system },
  });
  actor.on('claim.claimed', announceClaim);
  actor.start();
  return { actor, submit, announceClaim };
}

describe('claim machine', () => {
  it('sends the click time as the idempotency key and shows the claimed amount', async () => {
    const { actor, submit, announceClaim } = start('commission');
    actor.send({ type: 'user.claim', now: 1_700_000_000_000 });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'user.claim', now: 1 })).toBe(false);
    expect(submit.last().input).toEqual({ now: 1_700_000_000_000 });
    submit.resolve({ amount: '42', nextCollectAt: null });
    await flush();
    expect(actor.getSnapshot().hasTag('claimed')).toBe(true);
    expect(actor.getSnapshot().context.amount).toBe('42');
    expect(announceClaim).toHaveBeenCalledWith({ type: 'claim.claimed', kind: 'commission', amount: '42' });
  });

  it('re-sends the same now when the user retries after a network failure', async () => {
    const { actor, submit } = start();
    actor.send({ type: 'user.claim', now: 111 });
    submit.reject({ code: 'network', nextCollectAt: null });
    await flush();
    expect(actor.getSnapshot().context.error).toEqual({ code: 'network', nextCollectAt: null });
    actor.send({ type: 'user.retry' });
    expect(submit.calls.map((call) => call.input.now)).toEqual([111, 111]);
  });

  it('takes a new now for a fresh claim after a dismiss', async () => {
    const { actor, submit } = start();
    actor.send({ type: 'user.claim', now: 111 });
    submit.reject({ code: 'server', nextCollectAt: null });
    await flush();
    actor.send({ type: 'user.dismiss' });
    actor.send({ type: 'user.claim', now: 222 });
    expect(submit.calls.map((call) => call.input.now)).toEqual([111, 222]);
  });

  it('keeps the cooldown and its next collect time, and does not offer a retry that would repeat the 409', async () => {
    const { actor, submit } = start('spec');
    actor.send({ type: 'user.claim', now: 5 });
    submit.reject({ code: 'cooldown', nextCollectAt: '2025-01-02T00:00:00.000Z' });
    await flush();
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('failed')).toBe(true);
    expect(snapshot.context.error).toEqual({ code: 'cooldown', nextCollectAt: '2025-01-02T00:00:00.000Z' });
    expect(snapshot.can({ type: 'user.retry' })).toBe(false);
    expect(snapshot.can({ type: 'user.dismiss' })).toBe(true);
  });

  it('does not start a second claim while one is in flight', () => {
    const { actor, submit } = start();
    actor.send({ type: 'user.claim', now: 1 });
    actor.send({ type: 'user.claim', now: 2 });
    expect(submit.calls).toHaveLength(1);
  });

  it('announces nothing when a claim fails, and leaves the session alone', async () => {
    const received: EventObject[] = [];
    const { actor, submit, announceClaim } = start('mining', received);
    actor.send({ type: 'user.claim', now: 1 });
    submit.reject(new Error('boom'));
    await flush();
    expect(actor.getSnapshot().context.error?.code).toBe('server');
    expect(announceClaim).not.toHaveBeenCalled();
    expect(received).toEqual([]);
  });

  it('tells the session to fetch the profile again after each successful claim', async () => {
    const received: EventObject[] = [];
    const { actor, submit } = start('spec', received);
    actor.send({ type: 'user.claim', now: 1 });
    expect(received).toEqual([]);
    submit.resolve({ amount: '7', nextCollectAt: null });
    await flush();
    expect(received).toEqual([{ type: 'user.refreshProfile' }]);
    actor.send({ type: 'user.claim', now: 2 });
    submit.resolve({ amount: '0', nextCollectAt: null });
    await flush();
    expect(received).toEqual([{ type: 'user.refreshProfile' }, { type: 'user.refreshProfile' }]);
  });

  it('claims without a session (a stand-alone screen)', async () => {
    const submit = controllable<SubmitClaimOutput, SubmitClaimInput>();
    const actor = createActor(claimMachine.provide({ actors: { submitClaim: submit.logic } }), {
      input: { kind: 'mining' },
    }).start();
    actor.send({ type: 'user.claim', now: 1 });
    submit.resolve({ amount: '7', nextCollectAt: null });
    await flush();
    expect(actor.getSnapshot().hasTag('claimed')).toBe(true);
  });
});
