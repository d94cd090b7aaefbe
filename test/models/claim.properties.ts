import type { SnapshotFrom } from 'xstate';
import type { ClaimInput, claimMachine } from '@/machines/claim/claim.machine';
import { defineProperties, type Invocation, lastOf } from '../support/properties';

type Claim = SnapshotFrom<typeof claimMachine>;
const RULES = 'product-rules.md, Economics';
const FINAL = ['cooldown', 'rejected'];
const submits = (invoked: readonly Invocation[]) => invoked.filter(({ src }) => src === 'submitClaim');
const settled = (history: readonly { type: string }[]) =>
  history.filter(
    ({ type }) => type.startsWith('xstate.done.actor.') || type.startsWith('xstate.error.actor.'),
  ).length;

export default defineProperties<Claim>({
  machine: 'claim',
  properties: [
    {
      id: 'final-failure-never-retries',
      source: `${RULES}: "Special mining collection" (too early: 409) and "now" (400 off by 5 min)`,
      says: 'A cooldown (409) or rejected (400) claim never offers Retry: the same request would fail again.',
      holds: ({ snapshot }) =>
        !FINAL.includes(snapshot.context.error?.code ?? '') || !snapshot.can({ type: 'user.retry' }),
    },
    {
      id: 'lost-answer-offers-retry',
      source: `${RULES}: "now" (the same (user, now) twice credits nothing more); The token app's screens (error states with retry)`,
      says: 'A network or server failure offers Retry: repeating the same `now` is safe.',
      holds: ({ snapshot }) =>
        !['network', 'server'].includes(snapshot.context.error?.code ?? '') ||
        snapshot.can({ type: 'user.retry' }),
    },
    {
      id: 'request-carries-click-time',
      source: `${RULES}: "now" is the idempotency key`,
      says: 'Every claim request (first or retried) carries the time of the click that asked for it.',
      holds: ({ invoked, history }) =>
        submits(invoked).every(
          ({ input }) =>
            (input as { now: number }).now ===
            lastOf<{ type: string; now: number }>(history, 'user.claim')?.now,
        ),
    },
    {
      id: 'request-only-on-claim-or-retry',
      source: `${RULES}: "now" (one click, one credited claim); spec.md section 7 (POST /mining/claim {now})`,
      says: 'A request starts only on a Claim click or a Retry, never on a dismiss, and never while one is in flight.',
      holds: ({ invoked, event, invokedSoFar, history }) =>
        submits(invoked).length === 0 ||
        (['user.claim', 'user.retry'].includes(event.type) &&
          submits(invoked).length === 1 &&
          submits(invokedSoFar).length - 1 === settled(history)),
    },
    {
      id: 'busy-exactly-while-in-flight',
      source: `${RULES}: The token app's screens (loading states)`,
      says: 'The button shows busy and refuses a click exactly while a request is unanswered.',
      holds: ({ snapshot, invokedSoFar, history }) => {
        const inFlight = submits(invokedSoFar).length > settled(history);
        return (
          snapshot.hasTag('busy') === inFlight && !(inFlight && snapshot.can({ type: 'user.claim', now: 1 }))
        );
      },
    },
    {
      id: 'success-announced-once-with-server-amount',
      source: `${RULES}: "Mining" (the claim moves everything accrued) and "now"`,
      says: "Each accepted claim is announced once, with the server's amount and the claim's kind; a failure is never announced.",
      holds: ({ emitted, event, snapshot, input }) => {
        if (event.type !== 'xstate.done.actor.submitClaim') return emitted.length === 0;
        const { amount } = (event as unknown as { output: { amount: string } }).output;
        return (
          emitted.length === 1 &&
          emitted[0]?.type === 'claim.claimed' &&
          emitted[0]?.amount === amount &&
          emitted[0]?.kind === (input as ClaimInput).kind &&
          snapshot.hasTag('claimed') &&
          snapshot.context.amount === amount
        );
      },
    },
    {
      id: 'failure-shows-its-reason',
      source: `${RULES}: The token app's screens (error states); docs/api-contract.md section 1 (Envelope)`,
      says: 'After a failed request the screen shows that failure (its code) and no amount; after a success no failure.',
      holds: ({ event, snapshot }) => {
        if (event.type === 'xstate.error.actor.submitClaim')
          return (
            snapshot.hasTag('failed') &&
            snapshot.context.amount === null &&
            snapshot.context.error?.code === (event as unknown as { error: { code: string } }).error.code
          );
        return event.type !== 'xstate.done.actor.submitClaim' || snapshot.context.error === null;
      },
    },
    {
      id: 'dismiss-clears-outcome',
      source: `${RULES}: The token app's screens`,
      says: 'A dismiss sends nothing and leaves no amount or failure on screen.',
      holds: ({ event, snapshot, invoked }) =>
        event.type !== 'user.dismiss' ||
        (invoked.length === 0 &&
          snapshot.context.amount === null &&
          snapshot.context.error === null &&
          !snapshot.hasTag('claimed') &&
          !snapshot.hasTag('failed')),
    },
  ],
});
