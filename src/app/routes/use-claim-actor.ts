import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { toClaimFailureError } from '@/api/http/claim-failure';
import {
  type ClaimKind,
  claimMachine,
  type SubmitClaimInput,
  type SubmitClaimOutput,
} from '@/machines/claim.machine';
import { SessionActor } from '@/ui/actors/session-context';
import { invalidatedByClaim } from './query-keys';

export interface ClaimActorOptions {
  kind: ClaimKind;
  /** The API call with the click time; its failures become the machine's codes. */
  submit: (now: number) => Promise<SubmitClaimOutput>;
}

/**
 * A claim actor provided with the real call and handed the session's actor system (the machine tells the session,
 * by its systemId, to fetch the profile again); on each `claim.claimed` it emits, the queries the claim changed are
 * fetched again (the claim button announces the amount).
 */
export function useClaimActor({ kind, submit }: ClaimActorOptions) {
  const { system } = SessionActor.useActorRef();
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
  const actorRef = useActorRef(logic, { input: { kind, system } });
  useEffect(() => {
    const subscription = actorRef.on('claim.claimed', (event) => {
      for (const queryKey of invalidatedByClaim[event.kind]) void queryClient.invalidateQueries({ queryKey });
    });
    return () => subscription.unsubscribe();
  }, [actorRef, queryClient]);
  return actorRef;
}
