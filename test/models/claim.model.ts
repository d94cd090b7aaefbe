import { defineMachineModel } from '@test/support/machine-model';
import { neverSettling } from '@test/support/replay-path';
import { createAppTestModel } from '@test/support/test-model';
import {
  type ClaimContext,
  type ClaimInput,
  claimMachine,
  type SubmitClaimInput,
  type SubmitClaimOutput,
} from '@/machines/claim/claim.machine';

export const CLICK_NOW = 1_735_689_600_000;
export const CLAIMED = { amount: '1250000000000000000', nextCollectAt: null } satisfies SubmitClaimOutput;
export const NEXT_COLLECT_AT = '2025-01-02T00:00:00.000Z';
export const claimInput: ClaimInput = { kind: 'spec' };

/** One failure per guard branch: retryable (network, server) and final (cooldown, rejected). */
export const failures = {
  network: { code: 'network', nextCollectAt: null },
  server: { code: 'server', nextCollectAt: null },
  cooldown: { code: 'cooldown', nextCollectAt: NEXT_COLLECT_AT },
  rejected: { code: 'rejected', nextCollectAt: null },
} as const;

export const claimTestModel = createAppTestModel(claimMachine, {
  payloads: [
    { type: 'user.claim', now: CLICK_NOW },
    // A second click at another time: each click takes its own `now` (the idempotency key).
    { type: 'user.claim', now: CLICK_NOW + 60_000 },
    { type: 'xstate.done.actor.submitClaim', output: CLAIMED },
    ...Object.values(failures).map((error) => ({ type: 'xstate.error.actor.submitClaim', error })),
  ],
  // The whole context: two click times, so `now` says which click a request belongs to.
  serializeContext: (context: ClaimContext) => context,
});

export const claimPaths = () => claimTestModel.model.getShortestPaths({ input: claimInput });

export default defineMachineModel({
  name: 'claim',
  machine: claimMachine.provide({
    actors: { submitClaim: neverSettling<SubmitClaimOutput, SubmitClaimInput>() },
  }),
  input: claimInput,
  paths: claimPaths,
});
