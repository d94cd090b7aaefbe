import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import { type ClaimFailure, toClaimFailure } from '../../domain/claim-errors';
import { type AppSystem, PROFILE_CHANGED, sessionIn } from '../session/session-peer';

/** Which claim this actor sends: mining rewards, commission, or the daily special-mining collection. */
export type ClaimKind = 'mining' | 'commission' | 'spec';

export interface SubmitClaimInput {
  /** The client's clock in ms when the user asked: the server's idempotency key for this claim. */
  now: number;
}

export interface SubmitClaimOutput {
  /** Base units moved to the user's balance ("0" when nothing had accrued). */
  amount: string;
  /** The special collection's next opening; null for the other kinds. */
  nextCollectAt: string | null;
}

export interface ClaimInput {
  kind: ClaimKind;
  /**
   * The app's actor system: its session (the profile's owner: the pass and the balances) is told to fetch the
   * profile again after each successful claim; none in a stand-alone screen.
   */
  system?: AppSystem | null;
}

export interface ClaimContext {
  kind: ClaimKind;
  system: AppSystem | null;
  now: number | null;
  amount: string | null;
  nextCollectAt: string | null;
  error: ClaimFailure | null;
}

/** Emitted once per successful claim: the view announces the amount. */
export interface ClaimedEvent {
  type: 'claim.claimed';
  kind: ClaimKind;
  /** Base units moved to the user's balance ("0" when nothing had accrued). */
  amount: string;
}

export type ClaimEvent =
  | { type: 'user.claim'; now: number }
  | { type: 'user.retry' }
  | { type: 'user.dismiss' };

export const claimMachine = setup({
  types: {
    context: {} as ClaimContext,
    events: {} as ClaimEvent,
    input: {} as ClaimInput,
    emitted: {} as ClaimedEvent,
    tags: {} as 'busy' | 'claimed' | 'failed',
  },
  actors: {
    /** POST /mining/claim, /me/commission/claim or /spec-mining/collection with `{ now }`; rejects with a ClaimFailure. */
    submitClaim: fromPromise<SubmitClaimOutput, SubmitClaimInput>(async () => {
      throw new Error('submitClaim is provided by the composition root');
    }),
  },
  guards: {
    /** A lost answer or a server error may be retried with the same `now`; a 409 or 400 would only repeat. */
    canRetry: ({ context }) => context.error?.code === 'network' || context.error?.code === 'server',
  },
  actions: {
    assignNow: assign({ now: (_, params: { now: number }) => params.now }),
    clearOutcome: assign({ amount: null, nextCollectAt: null, error: null }),
    assignResult: assign((_, params: SubmitClaimOutput) => ({
      amount: params.amount,
      nextCollectAt: params.nextCollectAt,
      error: null,
    })),
    assignFailure: assign({ error: (_, params: { error: unknown }) => toClaimFailure(params.error) }),
    announceClaim: emit((_, params: { kind: ClaimKind; amount: string }) => ({
      type: 'claim.claimed' as const,
      ...params,
    })),
    /** What a claim changed on the server is read again (the composition root refreshes the screen's queries). */
    refreshClaimedData: (_, _params: { kind: ClaimKind }) => undefined,
    /** The session (by its systemId) fetches the profile again: the claim changed the balances it shows. */
    refreshSessionProfile: enqueueActions(({ context, enqueue }) => {
      const session = sessionIn(context.system);
      if (session) enqueue.sendTo(session, PROFILE_CHANGED);
    }),
  },
}).createMachine({
  id: 'claim',
  description:
    'One claim button (mining, commission or special collection): sends the click time as the idempotency key, re-sends the same key on retry, and shows the amount or the reason it failed.',
  context: ({ input }) => ({
    kind: input.kind,
    system: input.system ?? null,
    now: null,
    amount: null,
    nextCollectAt: null,
    error: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      description: 'Nothing in flight: the button is ready; each click takes a new `now`.',
      on: {
        'user.claim': {
          target: 'claiming',
          actions: ['clearOutcome', { type: 'assignNow', params: ({ event }) => ({ now: event.now }) }],
        },
      },
    },
    claiming: {
      description: 'The claim is in flight; the button waits.',
      tags: ['busy'],
      invoke: {
        id: 'submitClaim',
        src: 'submitClaim',
        input: ({ context }) => ({ now: context.now ?? 0 }),
        onDone: { target: 'claimed', actions: { type: 'assignResult', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'assignFailure', params: ({ event }) => event } },
      },
    },
    claimed: {
      description:
        "The server moved the amount; it stays on screen until the next claim or a dismiss. The session fetches the user's profile again.",
      tags: ['claimed'],
      entry: [
        {
          type: 'announceClaim',
          params: ({ context }) => ({ kind: context.kind, amount: context.amount ?? '0' }),
        },
        { type: 'refreshClaimedData', params: ({ context }) => ({ kind: context.kind }) },
        'refreshSessionProfile',
      ],
      on: {
        'user.claim': {
          target: 'claiming',
          actions: ['clearOutcome', { type: 'assignNow', params: ({ event }) => ({ now: event.now }) }],
        },
        'user.dismiss': { target: 'idle', actions: 'clearOutcome' },
      },
    },
    failed: {
      description:
        'The claim failed; a retry re-sends the same `now` so a claim that did land is not repeated.',
      tags: ['failed'],
      on: {
        'user.retry': { guard: 'canRetry', target: 'claiming', actions: 'clearOutcome' },
        'user.dismiss': { target: 'idle', actions: 'clearOutcome' },
      },
    },
  },
});
