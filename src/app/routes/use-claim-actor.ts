import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { toClaimFailureError } from '@/api/http/claim-failure';
import {
  type ClaimKind,
  type ClaimSessionPeer,
  claimMachine,
  type SubmitClaimInput,
  type SubmitClaimOutput,
} from '@/machines/claim.machine';
import { invalidatedByClaim } from './query-keys';

export interface ClaimActorOptions {
  kind: ClaimKind;
  /** The API call with the click time; its failures become the machine's codes. */
  submit: (now: number) => Promise<SubmitClaimOutput>;
  /** The session the claim machine tells to fetch the profile again after a successful claim. */
  session?: ClaimSessionPeer | null;
}

/**
 * A claim actor provided with the real call; on each `claim.claimed` it emits, the queries the claim changed are
 * fetched again (the claim button announces the amount; the machine tells the session).
 */
export function useClaimActor({ kind, submit, session = null }: ClaimActorOptions) {
  const queryClient = useQueryClient();
  const latest = useRef({ submit });
  useEffect(() => {
    latest.current = { submit };
  });
  const [logic] = useState(() =>
    claimMachine.provide({
      actors: {
        submitClaim: fromPromise<SubmitClaimOutput, SubmitClaimInput>(async ({ input }) => {
          try {
            return await latest.current.submit(input.now);
          } catch (error) {
            throw toClaimFailureError(error);
          }
        }),
      },
    }),
  );
  const actorRef = useActorRef(logic, { input: { kind, session } });
  useEffect(() => {
    const subscription = actorRef.on('claim.claimed', (event) => {
      for (const queryKey of invalidatedByClaim[event.kind]) void queryClient.invalidateQueries({ queryKey });
    });
    return () => subscription.unsubscribe();
  }, [actorRef, queryClient]);
  return actorRef;
}
